// The tooltip of an icon button (HintIconButton), loaded on the first hover or keyboard focus: MUI's Tooltip and
// the positioning library behind it are not part of a list's first render.
import Tooltip from '@mui/material/Tooltip'

export default function HintPopup({ anchor, title, open }: { anchor: HTMLElement; title: string; open: boolean }) {
  // the tooltip is placed against the button (which keeps its own accessible name); the span only carries its ref
  return (
    <Tooltip open={open} title={title} disableInteractive slotProps={{ popper: { anchorEl: anchor } }}>
      <span hidden />
    </Tooltip>
  )
}
