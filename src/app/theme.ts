// The MUI theme of the console. Dialogs open 3vh from the top (SHELL-19, CONST-25). An operator whose system asks
// for reduced motion gets none: no transitions (dialogs, menus, drawers appear at once) and no ripples.
import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { DIALOG_TOP } from '../config/constants'

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Theme options that turn motion off (transitions of zero length, no ripple). */
export const STILL: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
}

const still = prefersReducedMotion()

export const theme = createTheme({
  palette: {
    // the brand teal (#1ab394) darkened until white on it, and it on the page grey, reach 4.5:1 (theme.test.ts)
    primary: { main: '#117a65', contrastText: '#ffffff' },
    secondary: { main: '#2f4050' },
    // MUI's error, warning and info are darkened the same way; icons and toggle texts one step darker than MUI's
    error: { main: '#c62828' },
    warning: { main: '#ad5000' },
    info: { main: '#01579b' },
    action: { active: 'rgba(0, 0, 0, 0.6)' },
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
    ...(still ? STILL.components : {}),
  },
  ...(still ? { transitions: STILL.transitions } : {}),
})

/**
 * What MUI's own ThemeProvider hands down for a theme without CSS variables (it marks `vars` as absent). The
 * console gives this to the system ThemeProvider directly: MUI's provider also carries the CSS-variables
 * provider, which the console does not use, into the first page.
 */
export const providedTheme = { ...theme, vars: null }
