// A small deterministic PRNG (mulberry32) with the helpers the seed needs. Same seed → same data, every run.
export class Prng {
  private s: number

  constructor(seed: number) {
    this.s = seed >>> 0
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0
    let t = this.s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  bool(pTrue = 0.5): boolean {
    return this.next() < pTrue
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** `n` distinct items (or all of them when fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    if (n >= items.length) return [...items]
    const picked = new Set<number>()
    while (picked.size < n) picked.add(Math.floor(this.next() * items.length))
    return [...picked].sort((a, b) => a - b).map((i) => items[i])
  }

  hex(len: number): string {
    let out = ''
    while (out.length < len)
      out += Math.floor(this.next() * 0x100000000)
        .toString(16)
        .padStart(8, '0')
    return out.slice(0, len)
  }

  /** A UUID in version-4 layout. */
  uuid(): string {
    const h = this.hex(32)
    const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
  }
}

/** A fresh random UUID for objects created at run time (not part of the deterministic seed). */
export function randomId(): string {
  const c = globalThis.crypto as Crypto | undefined
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  return new Prng(Date.now() ^ Math.floor(Math.random() * 1e9)).uuid()
}
