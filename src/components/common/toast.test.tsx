import { act, render, screen } from '@testing-library/react'
import { enqueueSnackbar } from 'notistack'
import { describe, expect, it } from 'vitest'
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
    // screens that still call notistack directly show in the same host
    act(() => void enqueueSnackbar('Saved', { variant: 'success' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
  })
})
