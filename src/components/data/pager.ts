// LIST-16 / DTABLE-32: the pager shows at most 5 page buttons, always the first and the last page, with
// ellipses standing for the pages left out.
import { PAGER_COUNT } from '../../config/constants'

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis'

export function pagerItems(page: number, count: number, max: number = PAGER_COUNT): PagerItem[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i + 1)
  const half = Math.floor((max - 1) / 2)
  const showStart = page > max - half
  const showEnd = page < count - half
  const items: PagerItem[] = [1]
  if (showStart && !showEnd) {
    items.push('start-ellipsis')
    for (let p = count - (max - 2); p < count; p += 1) items.push(p)
  } else if (!showStart && showEnd) {
    for (let p = 2; p < max; p += 1) items.push(p)
    items.push('end-ellipsis')
  } else {
    items.push('start-ellipsis')
    const offset = Math.floor((max - 2) / 2)
    for (let p = page - offset; p <= page + offset; p += 1) items.push(p)
    items.push('end-ellipsis')
  }
  items.push(count)
  return items
}
