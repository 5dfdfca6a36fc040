import { useEffect, useState } from 'react'
import { whenIdle } from '../../config/idle'

/** False until the browser has been idle once after the component appeared (or `timeoutMs` passed). */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs])
  return idle
}
