// Leaving the SPA (sign-in page, sign-out, org restart) goes through this object so tests can observe it.
export const browser = {
  assign(href: string): void {
    window.location.assign(href)
  },
  reload(): void {
    window.location.reload()
  },
}
