// SHELL-05: the device mode follows the window width (mobile below 992 px) and is re-evaluated on resize.
import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from '../config/constants'

export type Device = 'mobile' | 'desktop'

export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop'
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('resize', callback)
  return () => window.removeEventListener('resize', callback)
}

export function useDevice(): Device {
  return useSyncExternalStore(
    subscribe,
    () => deviceFor(window.innerWidth),
    () => 'desktop',
  )
}
