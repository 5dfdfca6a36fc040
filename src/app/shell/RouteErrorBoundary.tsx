// An error in one page is contained to that page: the shell stays usable and the page offers a retry.
import Box from '@mui/material/Box'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ShellButton } from './ShellButton'
import { ShellMessage } from './ShellMessage'

function PageCrashed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation()
  const detail = error instanceof Error ? error.message : ''
  return (
    <Box sx={{ p: 2 }}>
      <ShellMessage data-testid="page-error" action={<ShellButton onClick={onRetry}>{t('guard.Retry')}</ShellButton>}>
        {t('errors.PageCrashed')}
        {detail ? ` (${detail})` : ''}
      </ShellMessage>
    </Box>
  )
}

interface State {
  error: unknown
}

interface Props {
  children: ReactNode
  /** What to show instead of the page crash message (the retry then is the fallback's own). */
  fallback?: (error: unknown) => ReactNode
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack)
  }

  override render() {
    if (this.state.error && this.props.fallback) return this.props.fallback(this.state.error)
    if (this.state.error) return <PageCrashed error={this.state.error} onRetry={() => this.setState({ error: null })} />
    return this.props.children
  }
}
