// The asset form's IP and public IP. The platform stores any text of up to 128 characters there (its console labels
// the field "IP/Domain"), so the form takes an IPv4 address, an IPv6 address or a host name, and refuses only text
// that cannot be one of them: dotted numbers that are not an IPv4 address (`999.1.1.1`, `10.1.1`), a malformed
// IPv6 address, or characters no host name has (spaces, `/`, `@` …).
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`)
const HEX_GROUP = /^[0-9a-f]{1,4}$/i
// a DNS label (underscores allowed: some internal names have them)
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i

export function isIPv4(text: string): boolean {
  return IPV4.test(text)
}

/** Eight groups of hex digits, or fewer around one `::`; the last two may be written as an IPv4 address. */
export function isIPv6(text: string): boolean {
  let groups = text
  const lastColon = text.lastIndexOf(':')
  if (text.slice(lastColon + 1).includes('.')) {
    if (!isIPv4(text.slice(lastColon + 1))) return false
    groups = `${text.slice(0, lastColon + 1)}0:0`
  }
  const halves = groups.split('::')
  if (halves.length > 2) return false
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  if (![...head, ...tail].every((g) => HEX_GROUP.test(g))) return false
  return halves.length === 2 ? head.length + tail.length < 8 : head.length === 8
}

/** Labels of letters, digits, `-` and `_`, at most 253 characters; a last label of digits only would be an IPv4 address. */
export function isHostName(text: string): boolean {
  const name = text.endsWith('.') ? text.slice(0, -1) : text
  if (!name || name.length > 253) return false
  const labels = name.split('.')
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1])
}

/** The form's check (the server trims the text first, and so does this); empty is left to the required rule. */
export function addressProblem(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return undefined
  const ok = text.includes(':') ? isIPv6(text) : isIPv4(text) || isHostName(text)
  return ok ? undefined : 'assets.invalidAddress'
}
