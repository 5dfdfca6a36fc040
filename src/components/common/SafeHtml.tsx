// Server-supplied HTML (help texts, announcements, site messages) is sanitised before it is rendered; every other
// server string is rendered as text by React.
import DOMPurify from 'dompurify'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { useMemo } from 'react'

/** What server HTML may keep: plain HTML markup, no scripts, handlers, styles, forms or frames. */
export const SANITIZE_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}

export function sanitizeHtml(html: string): string {
  // without a DOM DOMPurify cannot clean: show the markup as text rather than trust it
  if (!DOMPurify.isSupported) return escapeHtml(html)
  return DOMPurify.sanitize(html, SANITIZE_POLICY)
}

export interface SafeHtmlProps {
  html: string
  component?: 'div' | 'span'
  sx?: SxProps<Theme>
}

export function SafeHtml({ html, component = 'div', sx }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Box component={component} sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />
}

export default SafeHtml
