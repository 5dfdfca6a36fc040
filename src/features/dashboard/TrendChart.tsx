// The per-day chart of the dashboard. The charting library loads on its own, after the page has drawn: the page's
// chunk stays small and the library's chunk is shared by whatever else draws charts (ROUTE-DASH-01).
import Skeleton from '@mui/material/Skeleton'
import type { LineChartProps } from '@mui/x-charts/LineChart'
import { lazy, Suspense } from 'react'

const LineChart = lazy(() => import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })))

export const CHART_HEIGHT = 280

export interface TrendSeries {
  id: string
  label: string
  data: readonly number[]
}

/** One line a series over the days, the days' labels already in the console's language. */
export function TrendChart({ days, series, format }: { days: string[]; series: TrendSeries[]; format: (n: number) => string }) {
  const props: LineChartProps = {
    height: CHART_HEIGHT,
    xAxis: [{ scaleType: 'point', data: days }],
    yAxis: [{ min: 0, tickMinStep: 1, valueFormatter: (n: number) => format(n) }],
    series: series.map((s) => ({
      id: s.id,
      label: s.label,
      data: [...s.data],
      curve: 'linear',
      showMark: days.length <= 7,
      valueFormatter: (n: number | null) => (n === null ? '' : format(n)),
    })),
    grid: { horizontal: true },
    skipAnimation: true,
  }
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="trend-chart-loading" />}>
      <div data-testid="trend-chart" aria-hidden="true">
        <LineChart {...props} />
      </div>
    </Suspense>
  )
}
