// The websocket endpoints, independent of the transport (Node `ws` server or msw's `ws` in the browser):
//   /ws/notifications/site-msg/  → {"type":"unread_count","unread_count":N} on connect and on every change
//   /ws/ops/tasks/log/           → client sends {"task": id[, "type": "celery"|"ansible"]}, server streams
//                                   {"message": chunk, "task": id} (lines end with \r\n) as the real consumer does
import { parseCookies } from './http'
import type { MockState, UserRow } from './state'

export interface SocketPeer {
  send(data: string): void
  close(code?: number): void
}

export interface SocketSession {
  onMessage(data: string): void
  onClose(): void
}

export function socketUser(state: MockState, cookieHeader: string | null | undefined, extra: Record<string, string> = {}): UserRow | null {
  const cookies = { ...extra, ...parseCookies(cookieHeader) }
  const s = state.sessions.get(cookies.sessionid ?? '')
  if (!s?.userId) return null
  if (state.now() - s.lastSeen > state.config.sessionIdleSeconds * 1000) return null
  return (state.users().get(s.userId) as UserRow | undefined) ?? null
}

export function unreadCount(state: MockState, userId: string): number {
  let n = 0
  for (const m of state.db.collection('site-messages').all()) if (m.user === userId && !m.has_read) n++
  return n
}

/** Task log text of a task id (the runs the mock recorded, or a generic successful run). */
export function taskLog(state: MockState, taskId: string): string {
  const rec = state.db.collection('task-logs').get(taskId)
  if (rec && typeof rec.log === 'string') return rec.log
  return [
    `Task ops.tasks.run_command[${taskId}] received`,
    'PLAY [all] *********************************************************************',
    '',
    'TASK [command] *****************************************************************',
    'ok: [web-01]',
    '',
    'PLAY RECAP *********************************************************************',
    'web-01                     : ok=1    changed=0    unreachable=0    failed=0',
    '',
    `Task ops.tasks.run_command[${taskId}] succeeded in 0.52s: None`,
    '',
  ].join('\n')
}

export function openSocket(state: MockState, path: string, user: UserRow | null, peer: SocketPeer): SocketSession | null {
  if (!user) return null
  const p = path.replace(/\/?$/, '/')
  if (p.endsWith('/ws/notifications/site-msg/')) {
    const push = () => peer.send(JSON.stringify({ type: 'unread_count', unread_count: unreadCount(state, user.id) }))
    push()
    const off = state.on((e) => {
      if (e.type === 'site-msg' && e.userIds.includes(user.id)) push()
    })
    return {
      onMessage: () => {
        /* {"refresh_every_seconds": n} is accepted and unused, as on the real server */
      },
      onClose: off,
    }
  }
  if (p.endsWith('/ws/ops/tasks/log/')) {
    const timers: Array<ReturnType<typeof setTimeout>> = []
    return {
      onMessage: (data) => {
        let msg: { task?: string; type?: string }
        try {
          msg = JSON.parse(data)
        } catch {
          return
        }
        const task = msg.task
        if (!task) return
        peer.send(JSON.stringify({ message: '\r\n' }))
        // a log that says when each part came (a batch command run, host by host) is streamed at those moments
        const timed = state.db.collection('task-logs').get(task)?.chunks
        if (Array.isArray(timed)) {
          for (const c of timed as Array<{ at: number; text: string }>)
            timers.push(setTimeout(() => peer.send(JSON.stringify({ message: c.text.replace(/\r?\n/g, '\r\n'), task })), c.at))
          return
        }
        const lines = taskLog(state, task)
          .replace(/\r?\n/g, '\r\n')
          .split(/(?<=\r\n)/)
        const chunks: string[] = []
        for (let i = 0; i < lines.length; i += 3) chunks.push(lines.slice(i, i + 3).join(''))
        chunks.forEach((chunk, i) => {
          timers.push(setTimeout(() => peer.send(JSON.stringify({ message: chunk, task })), 50 + i * 120))
        })
      },
      onClose: () => timers.forEach(clearTimeout),
    }
  }
  return null
}
