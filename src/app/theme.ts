// The MUI theme of the console. Dialogs open 3vh from the top (SHELL-19, CONST-25).
import { createTheme } from '@mui/material/styles'
import { DIALOG_TOP } from '../config/constants'

export const theme = createTheme({
  palette: {
    primary: { main: '#1ab394', contrastText: '#ffffff' },
    secondary: { main: '#2f4050' },
    background: { default: '#f3f3f4' },
  },
  shape: { borderRadius: 4 },
  typography: { fontSize: 13 },
  components: {
    MuiDialog: {
      styleOverrides: {
        container: { alignItems: 'flex-start' },
        paper: { marginTop: DIALOG_TOP },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
})

/**
 * What MUI's own ThemeProvider hands down for a theme without CSS variables (it marks `vars` as absent). The
 * console gives this to the system ThemeProvider directly: MUI's provider also carries the CSS-variables
 * provider, which the console does not use, into the first page.
 */
export const providedTheme = { ...theme, vars: null }
