import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { notificationsSiteMessageList, notificationsSiteMessageMarkAsRead } from '../../generated/operations/notifications'
import { urlOf } from '../../http/operation'
import { contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { onSiteMessagesRead } from '../../session/api'
import SiteMessagesPage, { hasReadFilter, SITE_MESSAGES_URL, unreadIds } from './SiteMessagesPage'

const MARK_URL = urlOf(notificationsSiteMessageMarkAsRead)
const mock = setupMockServer()
/** The id of message n (the contract's ids are uuids). */
const messageId = (n: number) => `0b8d3e2a-6c1f-4a5e-9d7b-${String(n).padStart(12, '0')}`
type Msg = Record<string, unknown> & { id: string; has_read: boolean }
let messages: Msg[] = []

function serve(n = 20) {
  messages = Array.from({ length: n }, (_, i): Msg =>
    contractRow(notificationsSiteMessageList, {
      id: messageId(i + 1),
      subject: `Subject ${i + 1}`,
      message:
        i === 0 ? '<p>Ticket <a href="/ui/#/tickets/tickets/t1">open it</a></p><img src=x onerror="window.__pwned=1">' : `Body ${i + 1}`,
      has_read: i % 2 === 1,
      read_at: null,
      date_created: '2026/11/20 08:00:00 +0000',
      date_updated: '2026/11/20 08:00:00 +0000',
      sender: i === 2 ? '' : 'Admin(admin)',
    }),
  )
  mock.server.use(
    http.get(SITE_MESSAGES_URL, ({ request }) => {
      const q = new URL(request.url).searchParams
      const hasRead = q.get('has_read')
      const rows = messages.filter((m) => hasRead === null || String(m.has_read) === hasRead)
      if (!q.has('limit')) return HttpResponse.json(rows)
      const offset = Number(q.get('offset') ?? 0)
      const limit = Number(q.get('limit'))
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + limit) })
    }),
    http.patch(MARK_URL, async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] }
      for (const m of messages) if (ids.includes(m.id)) m.has_read = true
      return HttpResponse.json({ detail: 'ok' })
    }),
  )
}

const grid = () => screen.getByRole('grid', { name: 'Site messages' })

describe('SiteMessagesPage', () => {
  it('hasReadFilter and unreadIds: the filter of each choice; only unread ids are sent', () => {
    expect(hasReadFilter('all')).toEqual({})
    expect(hasReadFilter('unread')).toEqual({ has_read: 'false' })
    expect(hasReadFilter('read')).toEqual({ has_read: 'true' })
    expect(unreadIds([{ id: 'a', has_read: false }, { id: 'b', has_read: true }, { id: 'c' }])).toEqual(['a', 'c'])
  })

  it('ROUTE-UA-06 / MSG-07 lists subject, sender, read state and date, 15 a page; a system message has no sender', async () => {
    serve()
    renderScreen(<SiteMessagesPage />, { route: '/notifications/site-messages/', path: '/notifications/site-messages/' })
    expect(await screen.findByRole('button', { name: 'Subject 1' })).toBeInTheDocument()
    const first = mock.requests('GET', SITE_MESSAGES_URL)[0].search
    expect(first.get('limit')).toBe('15')
    expect(first.has('has_read')).toBe(false)
    for (const header of ['Subject', 'Sender', 'Read', 'Date'])
      expect(within(grid()).getByRole('columnheader', { name: header })).toBeInTheDocument()
    const third = within(grid()).getByRole('button', { name: 'Subject 3' }).closest('[role="row"]') as HTMLElement
    expect(within(third).getByText('System')).toBeInTheDocument()
    expect(within(grid()).getAllByRole('row')).toHaveLength(16)
  })

  it('MSG-07 the unread / read choice filters with has_read and is kept in the address', async () => {
    serve()
    const r = renderScreen(<SiteMessagesPage />, { route: '/notifications/site-messages/', path: '/notifications/site-messages/' })
    await screen.findByRole('button', { name: 'Subject 1' })
    await r.user.click(screen.getByRole('button', { name: 'Unread' }))
    await waitFor(() => expect(mock.requests('GET', SITE_MESSAGES_URL).at(-1)?.search.get('has_read')).toBe('false'))
    expect(r.router.state.location.search).toContain('shown=unread')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Subject 2' })).not.toBeInTheDocument())
  })

  it('MSG-05 / MSG-07 opening a message shows its body and marks it read, which lowers the header count', async () => {
    serve()
    const lowered: number[] = []
    const off = onSiteMessagesRead((n) => lowered.push(n))
    const r = renderScreen(<SiteMessagesPage />, { route: '/notifications/site-messages/', path: '/notifications/site-messages/' })
    await r.user.click(await screen.findByRole('button', { name: 'Subject 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Subject 1' })
    expect(await within(dialog).findByRole('link', { name: 'open it' })).toBeInTheDocument()
    // the cleaning itself is checked in a real browser (e2e/spine/siteMessages.spec.ts): happy-dom defeats DOMPurify
    await waitFor(() => expect(mock.requests('PATCH', MARK_URL)).toHaveLength(1))
    expect(mock.requests('PATCH', MARK_URL)[0].body).toEqual({ ids: [messageId(1)] })
    expect(lowered).toEqual([1])
    // an already read message is not sent again
    await r.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await r.user.click(await screen.findByRole('button', { name: 'Subject 2' }))
    await screen.findByRole('dialog', { name: 'Subject 2' })
    expect(mock.requests('PATCH', MARK_URL)).toHaveLength(1)
    off()
  })

  it('MSG-05 the ticked unread messages, then all unread ones, are marked read', async () => {
    serve()
    const r = renderScreen(<SiteMessagesPage />, { route: '/notifications/site-messages/', path: '/notifications/site-messages/' })
    await screen.findByRole('button', { name: 'Subject 1' })
    expect(screen.getByRole('button', { name: 'Mark selected as read (0)' })).toBeDisabled()
    const boxes = within(grid()).getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes[0])
    await r.user.click(boxes[1])
    await r.user.click(screen.getByRole('button', { name: 'Mark selected as read (1)' }))
    await waitFor(() => expect(mock.requests('PATCH', MARK_URL)).toHaveLength(1))
    expect(mock.requests('PATCH', MARK_URL)[0].body).toEqual({ ids: [messageId(1)] })
    expect(await screen.findByText('1 messages marked as read')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(mock.requests('PATCH', MARK_URL)).toHaveLength(2))
    expect((mock.requests('PATCH', MARK_URL)[1].body as { ids: string[] }).ids).toHaveLength(9)
    expect(messages.every((m) => m.has_read)).toBe(true)
  })

  it('a failed mark says so and keeps the messages unread', async () => {
    serve()
    mock.server.use(http.patch(MARK_URL, () => HttpResponse.json({ detail: 'Try later' }, { status: 503 })))
    const r = renderScreen(<SiteMessagesPage />, { route: '/notifications/site-messages/', path: '/notifications/site-messages/' })
    await screen.findByRole('button', { name: 'Subject 1' })
    await r.user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByText('Update failed: Try later')).toBeInTheDocument()
    expect(messages.filter((m) => !m.has_read)).toHaveLength(10)
  })
})
