// SHELL-03: the sidebar's opened/closed state lives in a cookie and is restored on the next load.
import { COOKIE_NAMES } from '../config/constants'
import { readCookie, writeCookie } from '../config/cookies'

export function readSidebarOpened(cookies?: string): boolean {
  return readCookie(COOKIE_NAMES.sidebar, cookies) !== '0'
}

export function writeSidebarOpened(opened: boolean): void {
  writeCookie(COOKIE_NAMES.sidebar, opened ? '1' : '0')
}
