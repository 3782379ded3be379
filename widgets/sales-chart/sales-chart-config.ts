import type { ChartConfiguration } from 'chart.js';
import * as salesMessages from './messages';
import { formatAmount, formatLKR, toCents } from '../../shared/core/money';
import type { MonthTotal } from './sales-months';

/** The theme's colours and font for the chart (a canvas cannot read CSS custom properties itself). */
export interface ChartTheme {
  line: string;
  text: string;
  grid: string;
  font: string;
}

export type SalesChartConfig = ChartConfiguration<'line', number[], string>;

/**
 * The Chart.js configuration of the SPEC §2/§9 sales chart: one line, 'Total Sales', over the
 * twelve months; the y axis from 0; the axis titles 'Months' and 'Sales Amount (LKR)'. Amounts
 * go through the one money formatter: the ticks without the currency (the axis title says it),
 * the tooltip with it. The canvas fills its box (`maintainAspectRatio: false`), whose height
 * the widget's stylesheet sets. No animation for people who ask for less motion.
 */
export function salesChartConfig(
  months: readonly MonthTotal[],
  { reducedMotion, theme }: { reducedMotion: boolean; theme: ChartTheme },
): SalesChartConfig {
  return {
    type: 'line',
    data: {
      labels: months.map((m) => m.label),
      datasets: [
        {
          label: salesMessages.dataset,
          data: months.map((m) => m.total),
          borderColor: theme.line,
          backgroundColor: theme.line,
          pointRadius: 4,
          pointHoverRadius: 6,
          // Straight segments: a curve could dip below 0 beside a month without sales.
          tension: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // `false` switches off every animation, hover and tooltip ones included.
      ...(reducedMotion && { animation: false }),
      // A tap or hover anywhere above a month shows its total: no need to hit the point.
      interaction: { mode: 'index', intersect: false },
      color: theme.text,
      ...(theme.font && { font: { family: theme.font } }),
      scales: {
        x: {
          title: { display: true, text: salesMessages.xTitle },
          grid: { color: theme.grid },
        },
        y: {
          beginAtZero: true,
          title: { display: true, text: salesMessages.yTitle },
          ticks: { callback: (value) => formatAmount(toCents(Number(value))) },
          grid: { color: theme.grid },
        },
      },
      plugins: {
        // One line only: a click on its legend would hide it and leave an empty chart.
        legend: { onClick: () => {} },
        tooltip: {
          callbacks: {
            title: (items) => months[items[0]?.dataIndex ?? -1]?.name ?? '',
            label: (item) => `${salesMessages.dataset}: ${formatLKR(toCents(months[item.dataIndex]?.total ?? 0))}`,
          },
        },
      },
    },
  };
}
