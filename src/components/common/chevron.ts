// The chevron of a menu button or a menu group, drawn by CSS on a pseudo-element instead of an icon element (issue
// 22: two elements fewer per group and per header menu). A V two units thick in a 24-unit box, as the icon font's
// "expand" chevron; it points down, and up once turned (`transform: rotate(180deg)`).
const shape =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6.7 9.3 12 14.6l5.3-5.3' fill='none' stroke='%23000' stroke-width='2'/%3E%3C/svg%3E\")"

/** Styles for a `::before`/`::after` of `size` (a CSS length) in the text colour. */
export function chevronSx(size: string) {
  return {
    content: '""',
    display: 'block',
    flexShrink: 0,
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    maskImage: shape,
    maskRepeat: 'no-repeat',
    maskPosition: 'center',
    maskSize: 'contain',
    // in a forced-colours mode the shape keeps the text colour (a background would be reset)
    forcedColorAdjust: 'none',
  } as const
}
