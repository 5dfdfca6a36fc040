// SHELL-11: the green help banner a page shows above its content when it supplies help text (sanitised HTML). A chunk
// of its own with the sanitiser, loaded only by pages that have help: MUI's Alert carries its close button (and with
// it MUI's ButtonBase) into whatever imports it, and the first screen draws no help.
import Alert from '@mui/material/Alert'
import { SafeHtml } from './SafeHtml'

export default function HelpBanner({ html }: { html: string }) {
  return (
    <Alert severity="success" icon={false} sx={{ mb: 2 }} data-testid="page-help">
      <SafeHtml html={html} component="span" />
    </Alert>
  )
}
