import { render, screen, within } from '@testing-library/react'
import DOMPurify from 'dompurify'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n'
import { ConfirmDialog } from './ConfirmDialog'
import { PageFrame } from './PageFrame'
import { SANITIZE_POLICY, sanitizeHtml, SafeHtml } from './SafeHtml'

afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

function inRoute(node: React.ReactNode, handle?: object) {
  const router = createMemoryRouter([{ path: '/', element: node, handle }], { initialEntries: ['/'] })
  return render(<RouterProvider router={router} />)
}

describe('SHELL-11: page frame', () => {
  it('shows the title and no help banner when the page gives no help', () => {
    inRoute(<PageFrame title="Users">content</PageFrame>)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Users')
    expect(screen.queryByTestId('page-help')).not.toBeInTheDocument()
    expect(screen.getByText('content')).toBeInTheDocument()
  })

  it("shows a green help banner with the page's help text, passed through the sanitiser", async () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockReturnValue('<b>Hint</b>' as never)
    const help = '<b>Hint</b><img src=x onerror="alert(1)">'
    inRoute(<PageFrame title="Users" help={help} />)
    // the banner comes with its chunk (only pages with help load it)
    const banner = await screen.findByTestId('page-help')
    expect(banner).toHaveClass('MuiAlert-colorSuccess')
    expect(await within(banner).findByText('Hint')).toHaveProperty('tagName', 'B')
    expect(sanitize).toHaveBeenCalledWith(help, SANITIZE_POLICY)
    expect(banner.querySelector('img')).toBeNull()
  })

  it("defaults the title to the route's title", () => {
    inRoute(<PageFrame />, { name: 'UserList', title: 'route.UserList', trail: [], noCache: false, affix: false })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Users')
  })
})

// happy-dom's elements defeat DOMPurify's own node checks, so the cleaning itself is exercised in a real browser;
// here: every HTML string goes through DOMPurify with the console's policy, and nothing is trusted without it.
describe('server HTML is sanitised', () => {
  it('the policy forbids scripts, styles, forms and frames', () => {
    expect(SANITIZE_POLICY.FORBID_TAGS).toEqual(expect.arrayContaining(['style', 'form', 'input', 'iframe', 'object', 'embed']))
    expect(SANITIZE_POLICY.FORBID_ATTR).toContain('style')
    expect(SANITIZE_POLICY.USE_PROFILES).toEqual({ html: true })
  })
  it('SafeHtml renders only what the sanitiser returns', () => {
    vi.spyOn(DOMPurify, 'sanitize').mockReturnValue('<i>ok</i>' as never)
    render(<SafeHtml html={'<i>ok</i><iframe src="//evil"></iframe>'} />)
    expect(screen.getByText('ok').tagName).toBe('I')
    expect(document.querySelector('iframe')).toBeNull()
  })
  it('without DOM support the markup is shown as text, never trusted', () => {
    const supported = DOMPurify.isSupported
    Object.defineProperty(DOMPurify, 'isSupported', { value: false, configurable: true })
    try {
      expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;')
    } finally {
      Object.defineProperty(DOMPurify, 'isSupported', { value: supported, configurable: true })
    }
  })
})

describe('ConfirmDialog', () => {
  it('C-13 / ERR-40: the Chinese defaults are 提示, 取 消 and 确 定', async () => {
    await i18n.changeLanguage('cn')
    render(<ConfirmDialog open message="确认删除吗?" onConfirm={() => undefined} onClose={() => undefined} />)
    expect(screen.getByRole('dialog')).toHaveTextContent('提示')
    expect(screen.getByRole('button', { name: '取 消' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '确 定' })).toBeInTheDocument()
  })

  it('confirm and cancel call back; a loading confirm cannot be cancelled', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    const { rerender } = render(<ConfirmDialog open message="Sure?" onConfirm={onConfirm} onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(<ConfirmDialog open loading message="Sure?" onConfirm={onConfirm} onClose={onClose} />)
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  })

  it('closeOnDone: loading while the action runs, closed when it succeeds, kept open when it fails', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    let settle: { resolve(): void; reject(): void } = { resolve: () => undefined, reject: () => undefined }
    const onConfirm = () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject: () => reject(new Error('no')) }
      })
    render(<ConfirmDialog open closeOnDone message="Sure?" onConfirm={onConfirm} onClose={onClose} />)

    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    settle.reject()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled())
    expect(onClose).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'OK' }))
    settle.resolve()
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
