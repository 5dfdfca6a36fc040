// Seed: site messages for every user (some unread) and system message subscriptions.
import type { Row } from '../db/store'
import { MESSAGE_CATEGORIES } from '../handlers/notifications'
import { ADMIN_ID } from './ids'
import { DAY, type SeedContext } from './core'

const SUBJECTS: Array<[string, string]> = [
  ['资产权限即将过期', '您在「ops-perm」中的资产授权将在 7 天后过期，请及时续期。'],
  ['Ticket approved', 'Your ticket "Apply for web servers" was approved.'],
  ['Password expiring', 'Your password will expire in 5 days. Change it from your profile.'],
  ['命令告警', '会话中执行了高危命令：rm -rf /var/cache/app'],
  ['New login', 'A new sign-in to your account from 10.0.3.17 (Shanghai).'],
  ['系统维护通知', '本周六 02:00-04:00 进行系统维护，期间可能无法连接资产。'],
]

export function seedNotifications(c: SeedContext): void {
  const { rng, anchor } = c
  const rows: Row[] = []
  for (const u of c.users) {
    const n = rng.int(3, 8)
    for (let i = 0; i < n; i++) {
      const [subject, message] = rng.pick(SUBJECTS)
      const when = anchor - rng.int(0, 20) * DAY + rng.int(0, 86399) * 1000
      const read = i >= 3 && rng.bool(0.6)
      rows.push({
        id: rng.uuid(),
        user: u.id,
        subject,
        message,
        has_read: read,
        read_at: read ? when + 3600000 : null,
        date_created: when,
        date_updated: when,
        sender: rng.bool(0.3) ? ADMIN_ID : null,
      })
    }
  }
  c.state.db.collection('site-messages').load(rows)
  const subs: Row[] = []
  for (const cat of MESSAGE_CATEGORIES) {
    for (const [type, label] of cat.types) {
      subs.push({
        id: type,
        category: cat.category,
        message_type: type,
        message_type_label: label,
        users: [ADMIN_ID],
        groups: [],
        receive_backends: ['site_msg', 'email'],
      })
    }
  }
  c.state.db.collection('system-msg-subscriptions').load(subs)
}
