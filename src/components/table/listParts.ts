// The parts of a list drawn only after a user action (menus, tooltips, the confirmation, the column chooser, the
// search bar's drop-down), gathered in one module loaded on first use: one chunk rather than a file per MUI
// component they bring (issue 22). lazyParts.tsx loads it; nothing imports it statically.
export { default as ConfirmDialog } from '../common/ConfirmDialog'
export { default as SearchPopup } from '../list/SearchPopup'
export { ColumnChooser } from './ColumnChooser'
export { default as HintPopup } from './HintPopup'
export { default as PopupMenu } from './PopupMenu'
