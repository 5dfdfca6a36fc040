// The HTML of the platform's pages around signing in: the sign-in form, the code step of an MFA account and the
// "signed out" page (the console leaves for them and comes back; see authentication/sign-in.ts).
import { type Ctx, text } from '../../engine/http'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The page to go on to after signing in: a local path only (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/ui/'
  return next
}

export function pageHtml(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem 2.5rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:22rem}
h1{font-size:1.25rem;margin:0 0 .25rem}p.hint{color:#667;font-size:.85rem;margin:0 0 1.25rem}
label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #ccd;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;border:0;border-radius:4px;background:#1f6feb;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fdecea;color:#a4262c;padding:.5rem .75rem;border-radius:4px;font-size:.9rem;margin-top:.75rem}
a.button{display:block;margin-top:1.25rem;padding:.6rem;border-radius:4px;background:#1f6feb;color:#fff;text-align:center;text-decoration:none}
</style></head><body><main>${body}</main></body></html>`
}

export function loginPage(ctx: Ctx, csrf: string, next: string, error = '', username = ''): string {
  return pageHtml(
    'Sign in',
    `<h1>Sign in</h1><p class="hint">Bastion Console · mock backend (登录 · 模拟后端)</p>
<form method="post" action="/core/auth/login/">
<input type="hidden" name="csrfmiddlewaretoken" value="${esc(csrf)}">
<input type="hidden" name="next" value="${esc(next)}">
<label for="username">Username (用户名)</label><input id="username" name="username" type="text" autocomplete="username" value="${esc(username)}" autofocus required>
<label for="password">Password (密码)</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<button type="submit">Sign in</button></form>`,
  )
}

export function otpPage(csrf: string, next: string, error = ''): string {
  return pageHtml(
    'Verification code',
    `<h1>Verification code</h1><p class="hint">Enter the 6-digit code from your authenticator app (输入 6 位动态码).</p>
<form method="post" action="/core/auth/login/otp/">
<input type="hidden" name="csrfmiddlewaretoken" value="${esc(csrf)}">
<input type="hidden" name="next" value="${esc(next)}">
<label for="code">Code (动态码)</label><input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" autofocus required>
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<button type="submit">Verify</button></form>`,
  )
}

/** Seconds the sign-out page waits before it goes on to the sign-in page (the platform waits 3). */
export const LOGOUT_REDIRECT_SECONDS = 3

/**
 * The sign-out page. Its links are relative (`../login/`) so that they lead to the sign-in page both on the Node
 * server (`/core/auth/…`) and in the in-browser demo, which shows these pages under `/ui/core/auth/…`; the refresh
 * sits in the body so that it also acts when the demo draws the page's body into the console's document.
 */
export function logoutPage(ctx: Ctx): string {
  const zh = ctx.lang === 'zh'
  const title = zh ? '已退出登录' : 'Signed out'
  const message = zh
    ? `您已安全退出。${LOGOUT_REDIRECT_SECONDS} 秒后返回登录页面。`
    : `You have signed out. The sign-in page opens in ${LOGOUT_REDIRECT_SECONDS} seconds.`
  const again = zh ? '重新登录' : 'Sign in again'
  return pageHtml(
    title,
    `<meta http-equiv="refresh" content="${LOGOUT_REDIRECT_SECONDS};url=../login/">
<h1>${esc(title)}</h1><p class="hint" role="status">${esc(message)}</p>
<p><a class="button" href="../login/">${esc(again)}</a></p>`,
    zh ? 'zh-hans' : 'en',
  )
}

export const html = (ctx: Ctx, body: string, status = 200) => text(ctx, body, status, { 'Content-Type': 'text/html; charset=utf-8' })
