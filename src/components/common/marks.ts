// The yes/no marks of tables and detail cards (DTABLE-26): their colour and size come from the first screen's one
// stylesheet (mounted with the theme in providers.tsx), so a cell reads no theme (a list draws one mark per row).
import type { Theme } from '@mui/material/styles'

export const MARK_YES = 'mark-yes'
export const MARK_NO = 'mark-no'

/** The stylesheet of the marks, for MUI's GlobalStyles: MUI's small icon size, the success and error colours. */
export function markStyles(theme: Theme) {
  const size = theme.typography.pxToRem(20)
  return {
    [`.${MARK_YES}`]: { fontSize: size, color: theme.palette.success.main },
    [`.${MARK_NO}`]: { fontSize: size, color: theme.palette.error.main },
  }
}
