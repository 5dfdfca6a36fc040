// What the shell's and the lists' lazily loaded tooltips share (src/app/shell/Hint.tsx,
// src/components/table/HintIconButton.tsx): MUI's hover delay, and whether a focus came from the keyboard.

/** MUI's tooltip waits this long before it shows on hover. */
export const HINT_ENTER_DELAY = 100

/** Whether the element shows a keyboard focus (a focus by the pointer shows no tooltip). */
export function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible')
  } catch {
    return false
  }
}
