import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { registerToastSink, showToast, type ToastRequest } from './toast'
import { ToastHost } from './ToastHost'

describe('toasts', () => {
  it('toasts asked for before a host is up are shown, in order, when it registers; the backlog keeps the last 20', () => {
    for (let i = 1; i <= 22; i += 1) showToast(`message ${i}`, 'info')
    const shown: ToastRequest[] = []
    const unregister = registerToastSink((t) => shown.push(t))
    expect(shown.map((t) => t.message)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 3}`))
    showToast('at once', 'error', { preventDuplicate: true })
    expect(shown[shown.length - 1]).toEqual({ message: 'at once', variant: 'error', preventDuplicate: true })
    unregister()
    showToast('waits again')
    expect(shown).toHaveLength(21)
    registerToastSink((t) => shown.push(t))()
    expect(shown[shown.length - 1]).toEqual({ message: 'waits again', variant: 'success', preventDuplicate: false })
  })

  it('HTTP-05: the host shows them, once while the same message is on screen', async () => {
    render(<ToastHost />)
    act(() => {
      showToast('Server unreachable', 'error', { preventDuplicate: true })
      showToast('Server unreachable', 'error', { preventDuplicate: true })
    })
    expect(await screen.findAllByText('Server unreachable')).toHaveLength(1)
  })

  it('issue 23: a detail is plain text behind "Details", never markup', async () => {
    render(<ToastHost />)
    act(() => showToast('Server error (500)', 'error', { detail: '<img src=x onerror=alert(1)> Server Error' }))
    const toast = (await screen.findByText('Server error (500)')).closest('[role="alert"]') as HTMLElement
    expect(toast.querySelector('details summary')).toHaveTextContent('Details')
    expect(toast.querySelector('details')).toHaveTextContent('<img src=x onerror=alert(1)> Server Error')
    expect(toast.querySelector('img')).toBeNull()
  })

  it('CONST-15: a toast leaves after 5 s; three at most are on screen, a fourth pushes out the oldest', () => {
    vi.useFakeTimers()
    try {
      render(<ToastHost />)
      act(() => showToast('first', 'info'))
      act(() => void vi.advanceTimersByTime(4_000))
      act(() => {
        showToast('second', 'info')
        showToast('third', 'info')
        showToast('fourth', 'error')
      })
      expect(screen.queryByText('first')).toBeNull()
      expect(screen.getAllByRole('status').map((e) => e.textContent)).toEqual(['second', 'third'])
      expect(screen.getByRole('alert')).toHaveTextContent('fourth')
      act(() => void vi.advanceTimersByTime(5_000))
      expect(screen.queryByText('second')).toBeNull()
      expect(screen.queryByText('fourth')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a toast closes at once with its close button', async () => {
    render(<ToastHost />)
    act(() => showToast('Saved', 'success'))
    const toast = await screen.findByRole('status')
    act(() => (toast.querySelector('button') as HTMLButtonElement).click())
    expect(screen.queryByText('Saved')).toBeNull()
  })
})
