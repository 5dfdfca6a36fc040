// The sides of the bench: the console, the plain-HTML floor (bench/floor/) and the stack floor (bench/stack/:
// the same pages with React, react-query, MUI and emotion). Each run of a scenario measures every side once, in
// an order that rotates from run to run, so no side always goes first (or last) on a machine that warms up or
// slows down.

export const SIDES = ['console', 'floor', 'stack'] as const
export type Side = (typeof SIDES)[number]

/** How the report and the log name each side. */
export const SIDE_NAMES: Record<Side, string> = { console: 'console', floor: 'floor', stack: 'stack floor' }

/**
 * The order of the sides in run `run` (0-based): `sides` rotated left by `run` places — with three sides,
 * console first in runs 0, 3, 6…, floor first in 1, 4…, stack first in 2, 5….
 */
export function sideOrder<S extends string>(run: number, sides: readonly S[]): S[] {
  if (!sides.length) return []
  const shift = ((run % sides.length) + sides.length) % sides.length
  return [...sides.slice(shift), ...sides.slice(0, shift)]
}
