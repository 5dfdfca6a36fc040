// What the shell draws without a user action yet not in the first screen: the toast host. Loaded once the page has
// its first data (src/app/providers.tsx) or when a toast is shown; see extrasLoader.ts. The menus, panels, tooltips
// and dialogs are in menus.tsx, loaded on first use.
export { ToastHost } from '../../components/common/ToastHost'
