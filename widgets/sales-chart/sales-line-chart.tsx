import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../../shared/session/hooks/use-reduced-motion';
import * as salesMessages from './messages';
import { salesChartConfig, type ChartTheme } from './sales-chart-config';
import type { MonthTotal } from './sales-months';

// Only what a line chart needs, not `chart.js/auto` (every chart type, scale and plugin): about
// 11 KB gzip less (ARCHITECTURE "Measured anchors"), on the one page that draws a chart.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

/** The theme's tokens where the canvas sits (shared/core/styles/theme.css). */
function themeOf(canvas: HTMLCanvasElement): ChartTheme {
  const style = getComputedStyle(canvas);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    line: token('--shop-color-primary'),
    text: token('--shop-color-text-muted'),
    grid: token('--shop-color-border'),
    font: token('--shop-font-family'),
  };
}

/**
 * SPEC §2 "Sales chart: line chart in a 600 px-high canvas area" (the box's height is the
 * stylesheet's; the width follows the page). The chart is made once the canvas is in the page
 * and destroyed when the widget leaves it (Chart.js keeps a resize observer and listeners on
 * the canvas until then), or remade when the motion setting changes. For assistive technology
 * the canvas is one image with a short name; the figures are the table that follows it.
 */
export function SalesLineChart({ months }: { months: readonly MonthTotal[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, salesChartConfig(months, { reducedMotion, theme: themeOf(canvas) }));
    return () => chart.destroy();
  }, [months, reducedMotion]);

  return (
    <div className="shop-sales__area">
      <canvas ref={canvasRef} role="img" aria-label={salesMessages.canvasLabel(months[0]?.name ?? '', months.at(-1)?.name ?? '')} />
    </div>
  );
}
