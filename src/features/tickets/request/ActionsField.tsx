// The actions of an asset request as the platform groups them: "all" over connect, up/download (upload, download)
// and clipboard (copy, paste). Ticking a group ticks its members; a group is ticked when all its members are.
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { useTranslation } from 'react-i18next'
import { ACTION_TREE, isPartial, toggleAction, type Action, type ActionNode } from './requestModel'

export interface ActionsFieldProps {
  value: Action[]
  onChange(next: Action[]): void
  error?: string
}

export function ActionsField({ value, onChange, error }: ActionsFieldProps) {
  const { t } = useTranslation()
  const box = (node: ActionNode, depth: number) => (
    <Box key={node.value} sx={{ pl: depth * 3 }}>
      <FormControlLabel
        label={t(`tickets.action.${node.value}`)}
        control={
          <Checkbox
            size="small"
            name={`apply_actions.${node.value}`}
            checked={value.includes(node.value)}
            indeterminate={isPartial(value, node.value)}
            onChange={(e) => onChange(toggleAction(value, node.value, e.target.checked))}
          />
        }
      />
      {node.children?.map((child) => box(child, depth + 1))}
    </Box>
  )
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" required>
        {t('tickets.meta.apply_actions')}
      </FormLabel>
      {box(ACTION_TREE, 0)}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  )
}
