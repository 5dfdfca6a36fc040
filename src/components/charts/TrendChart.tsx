// A line chart of a few series over labelled points (the dashboard's days, the system monitor's samples). The
// charting library loads on its own, after the page has drawn: the page's chunk stays small and the library's chunk
// is shared by whatever else draws charts (ROUTE-DASH-01).
import Skeleton from '@mui/material/Skeleton'
import type { LineChartProps } from '@mui/x-charts/LineChart'
import { lazy, Suspense } from 'react'

const LineChart = lazy(() => import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })))

export const CHART_HEIGHT = 280

export interface TrendSeries {
  id: string
  label: string
  /** One value per point; null leaves a gap in the line. */
  data: ReadonlyArray<number | null>
}

/** Points placed by their time (epoch ms) instead of evenly, their labels written by `format`. */
export interface TimeAxis {
  times: readonly number[]
  format: (ms: number) => string
}

/** One line a series over the points: `days` (their labels, already in the console's language) or `time`. */
export function TrendChart({
  days,
  time,
  series,
  format,
}: {
  days?: string[]
  time?: TimeAxis
  series: TrendSeries[]
  format: (n: number) => string
}) {
  const count = time ? time.times.length : (days?.length ?? 0)
  const props: LineChartProps = {
    height: CHART_HEIGHT,
    xAxis: [
      time
        ? { scaleType: 'time', data: time.times.map((t) => new Date(t)), valueFormatter: (d: Date) => time.format(d.getTime()) }
        : { scaleType: 'point', data: days ?? [] },
    ],
    yAxis: [{ min: 0, tickMinStep: 1, valueFormatter: (n: number) => format(n) }],
    series: series.map((s) => ({
      id: s.id,
      label: s.label,
      data: [...s.data],
      curve: 'linear',
      showMark: count <= 7,
      valueFormatter: (n: number | null) => (n === null ? '' : format(n)),
    })),
    grid: { horizontal: true },
    skipAnimation: true,
    // the chart is a picture of figures the page writes out (hidden from assistive technology): nothing in it takes the focus
    disableKeyboardNavigation: true,
  }
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="trend-chart-loading" />}>
      <div data-testid="trend-chart" aria-hidden="true">
        <LineChart {...props} />
      </div>
    </Suspense>
  )
}
