// The bench's probe, installed in every page (console and floor alike) before any of the page's own scripts run
// (Playwright addInitScript). It is plain JavaScript because it is sent to the browser as written.
//
// - first data row: the time (performance.now(), i.e. from navigation start) at which the first element
//   matching `[role=row][data-id]` or `tbody tr[data-id]` entered the DOM, seen by a MutationObserver (a row
//   without its record's id — a loading or empty-list placeholder — is not a data row). Pages may also
//   call performance.mark('bench:first-row') themselves; the harness prefers the mark when both sides set it.
// - DOM activity: every batch of added/removed nodes, changed text or changed attributes (but not `style` and
//   `class`, which animations and transitions keep changing, and nothing inside MUI's touch ripples or
//   [data-bench-ignore]) bumps a sequence number; the time of the first frame after each batch is recorded
//   (requestAnimationFrame, then a message: the moment after that frame was produced).
// - interactions: arm(types) waits for the next event of those types (capture phase, on window); its timeStamp
//   is the start. The end is the frame after the last DOM change once everything has settled; the harness
//   decides when it has settled (no request in flight, no DOM change for a while).
// - fetch and XMLHttpRequest in flight (for the in-page tree driver, which cannot ask the harness).
;(() => {
  if (window.__bench) return
  const ROW = '[role="row"][data-id], tbody tr[data-id]'
  const IGNORE = '.MuiTouchRipple-root, [data-bench-ignore]'
  const s = {
    firstRowDom: null,
    seq: 0,
    lastMutation: 0,
    paintSeq: 0,
    paintTime: 0,
    start: null,
    startSeq: 0,
    startPaint: null,
    inflight: 0,
    lastNet: 0,
  }

  const afterFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => done(performance.now())
      channel.port2.postMessage(0)
    })

  const counts = (m) => {
    if (m.type === 'attributes' && (m.attributeName === 'style' || m.attributeName === 'class')) return false
    const node = m.target.nodeType === 1 ? m.target : m.target.parentElement
    return !(node && node.closest && node.closest(IGNORE))
  }

  const observer = new MutationObserver((records) => {
    if (!records.some(counts)) return
    const now = performance.now()
    s.seq += 1
    s.lastMutation = now
    const seq = s.seq
    afterFrame((t) => {
      if (seq > s.paintSeq) {
        s.paintSeq = seq
        s.paintTime = t
      }
    })
    if (s.firstRowDom === null && document.querySelector(ROW)) s.firstRowDom = now
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })

  const netDone = () => {
    s.inflight = Math.max(0, s.inflight - 1)
    s.lastNet = performance.now()
  }
  const originalFetch = window.fetch
  if (originalFetch) {
    window.fetch = function (...args) {
      s.inflight += 1
      s.lastNet = performance.now()
      return originalFetch.apply(this, args).then(
        (res) => {
          netDone()
          return res
        },
        (err) => {
          netDone()
          throw err
        },
      )
    }
  }
  const originalSend = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (...args) {
    s.inflight += 1
    s.lastNet = performance.now()
    this.addEventListener('loadend', netDone, { once: true })
    return originalSend.apply(this, args)
  }

  const begin = (t) => {
    s.start = t
    s.startSeq = s.seq
    s.startPaint = null
    afterFrame((p) => {
      s.startPaint = p
    })
  }

  const sleepFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
  /** The element that scrolls the tree: the root itself or the first descendant that can scroll. */
  const scrollerOf = (root) => {
    if (root.scrollHeight > root.clientHeight + 1) return root
    for (const el of root.querySelectorAll('*')) if (el.scrollHeight > el.clientHeight + 1) return el
    return null
  }
  /** Scrolls a tree by most of a view (not measured); false when it was already at the end. */
  const scrollOn = async (root) => {
    const scroller = scrollerOf(root)
    if (!scroller || scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return false
    scroller.scrollTop = Math.min(
      scroller.scrollHeight - scroller.clientHeight,
      scroller.scrollTop + Math.max(1, Math.floor(scroller.clientHeight * 0.8)),
    )
    scroller.dispatchEvent(new Event('scroll'))
    for (let i = 0; i < 3; i += 1) await sleepFrame()
    return true
  }

  window.__bench = {
    state() {
      return { ...s, now: performance.now() }
    },
    /** Waits for the next event of these types; its timeStamp starts the interaction. */
    arm(types) {
      s.start = null
      const on = (e) => {
        for (const t of types) window.removeEventListener(t, on, true)
        begin(e.timeStamp)
      }
      for (const t of types) window.addEventListener(t, on, true)
    },
    /** Starts an interaction now (for history.back(), which has no input event). */
    startNow() {
      begin(performance.now())
    },
    /** The interaction's duration once settled: to the frame after the last DOM change (or the first frame). */
    elapsed() {
      if (s.start === null) return null
      const end = s.seq > s.startSeq ? s.paintTime : s.startPaint
      return end === null ? null : end - s.start
    },
    /** True once the frame after the latest DOM change has been produced. */
    painted() {
      return s.seq > s.startSeq ? s.paintSeq === s.seq : s.startPaint !== null
    },
    firstRowMark() {
      const entry = performance.getEntriesByName('bench:first-row')[0]
      return entry ? entry.startTime : null
    },
    fcp() {
      const entry = performance.getEntriesByName('first-contentful-paint')[0]
      return entry ? entry.startTime : null
    },
    domElements() {
      return document.getElementsByTagName('*').length
    },
    /**
     * Expands every collapsed tree item under `rootSelector`, one at a time, with the ArrowRight key of the
     * WAI-ARIA tree pattern, each measured from the key event to the frame after the DOM settled (no fetch in
     * flight and no DOM change for `quietMs`). Returns the durations (ms) or an error text.
     */
    async expandAll(rootSelector, quietMs, limit) {
      const root = document.querySelector(rootSelector)
      if (!root) return { error: `no ${rootSelector}` }
      const durations = []
      const failed = new Set()
      const deadline = performance.now() + 600000
      while (durations.length < limit) {
        const items = root.querySelectorAll('[role="treeitem"][aria-expanded="false"]')
        let item = null
        for (const candidate of items) {
          if (!failed.has(candidate)) {
            item = candidate
            break
          }
        }
        if (!item) {
          // a virtualised tree draws only the rows in view: scroll on and look again, until the end
          if (await scrollOn(root)) continue
          break
        }
        const event = new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', bubbles: true, cancelable: true })
        if (typeof item.focus === 'function') item.focus({ preventScroll: true })
        begin(event.timeStamp || performance.now())
        item.dispatchEvent(event)
        for (;;) {
          await sleepFrame()
          const now = performance.now()
          if (now > deadline) return { error: 'the tree did not settle within 10 minutes', durations }
          if (s.inflight > 0) continue
          if (now - Math.max(s.lastMutation, s.lastNet, s.start) < quietMs) continue
          if (s.seq > s.startSeq ? s.paintSeq !== s.seq : s.startPaint === null) continue
          break
        }
        if (item.getAttribute('aria-expanded') !== 'true') {
          failed.add(item)
          if (failed.size > 3) return { error: 'ArrowRight did not expand the focused tree item', durations }
          continue
        }
        durations.push(this.elapsed())
      }
      return { durations }
    },
  }
})()
