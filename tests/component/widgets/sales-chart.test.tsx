import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { paymentsByMonth } from '../../../demo-pages/backend/services/sales';
import { EMPTY_MONTH_INDEX, PAID_ORDERS_PER_MONTH, SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { formatLKR, toCents } from '../../../shared/core/money';
import { createMounter } from '../../../shared/core/runtime/mounter';
import widget from '../../../widgets/sales-chart/sales-chart-widget';
import type { SalesChartConfig } from '../../../widgets/sales-chart/sales-chart-config';
import { startBackend } from '../../helpers/backend';
import { LATE_MS } from '../../helpers/failure';
import { scanAndWait } from '../../helpers/scan';

// Short timeouts and no silent GET retries, so failures show at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

/**
 * happy-dom has no 2D canvas context, so Chart.js cannot draw here: a stand-in Chart records
 * the canvas and configuration it is given and whether it was destroyed (the browser test sees
 * the real drawing).
 */
const charts = vi.hoisted(() => ({
  made: [] as { canvas: HTMLCanvasElement; config: SalesChartConfig; destroyed: number }[],
  registered: [] as unknown[],
}));
vi.mock('chart.js', () => {
  class Chart {
    static register(...parts: unknown[]) {
      charts.registered.push(...parts);
    }
    private readonly record;
    constructor(canvas: HTMLCanvasElement, config: SalesChartConfig) {
      this.record = { canvas, config, destroyed: 0 };
      charts.made.push(this.record);
    }
    destroy() {
      this.record.destroyed += 1;
    }
  }
  const part = (id: string) => ({ id });
  return {
    Chart,
    CategoryScale: part('category'),
    Legend: part('legend'),
    LinearScale: part('linear'),
    LineController: part('line'),
    LineElement: part('lineElement'),
    PointElement: part('point'),
    Tooltip: part('tooltip'),
  };
});

const backend = startBackend();
const { Component: SalesChart, propsSchema } = widget;

/** Mid-November 2026 in Colombo: the chart runs December 2025 to November 2026. */
const NOW = new Date('2026-11-15T06:00:00Z');
const LABELS = [
  'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026',
  'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026',
];
const NAMES = [
  'December 2025', 'January 2026', 'February 2026', 'March 2026', 'April 2026', 'May 2026',
  'June 2026', 'July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026',
];

/** The shop's clock (Date only: timers and the network run as usual), the store seeded at it. */
async function clockAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  backend.store.reset();
  await backend.signInAs(SEED_IDS.admin);
}

function show() {
  const user = userEvent.setup();
  const view = render(<SalesChart {...v.parse(propsSchema, {})} />);
  return { user, ...view };
}

// Five seconds, not one: a busy two-core machine (CI) can take over a second for the answer.
const chartImage = () => screen.findByRole('img', { name: /^Line chart of Total Sales by month/ }, { timeout: 5_000 });
const lastChart = () => charts.made.at(-1)!;
/** The chart's canvas is in the page and a chart has been made on it (the effect after it). */
async function drawn(): Promise<HTMLElement> {
  const canvas = await chartImage();
  await waitFor(() => expect(charts.made.at(-1)?.canvas).toBe(canvas));
  return canvas;
}
/** The amounts the reference backend computes, by month name (left out: no sales). */
const served = () => new Map(paymentsByMonth(backend.store).map((m) => [m.month, m.total]));

let logged: MockInstance<typeof console.error>;

beforeEach(async () => {
  charts.made.length = 0;
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await clockAt(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('sales chart: the chart (SPEC §2, §9)', () => {
  it("says 'Loading sales…' while the months are on their way, then draws the line chart", async () => {
    backend.fault({ route: '/api/payments-by-month', method: 'GET', delayMs: 300, times: 1 });
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sales…');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const canvas = await drawn();
    expect(canvas).toHaveAccessibleName('Line chart of Total Sales by month, December 2025 to November 2026');
    expect(canvas.tagName).toBe('CANVAS');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(charts.made).toHaveLength(1);
  });

  it('is a line of the 12 months ending with the current one, the served totals, the month without sales at 0', async () => {
    show();
    await drawn();
    const { config } = lastChart();
    expect(config.type).toBe('line');
    expect(config.data.labels).toEqual(LABELS);
    expect(config.data.datasets).toHaveLength(1);
    const [dataset] = config.data.datasets;
    expect(dataset!.label).toBe('Total Sales');

    const totals = served();
    expect(dataset!.data).toEqual(NAMES.map((name) => totals.get(name.split(' ')[0]!) ?? 0));
    // The seed leaves one month without a paid order: the server leaves it out, the chart shows 0.
    expect(PAID_ORDERS_PER_MONTH[EMPTY_MONTH_INDEX]).toBe(0);
    expect(totals.has(NAMES[EMPTY_MONTH_INDEX]!.split(' ')[0]!)).toBe(false);
    expect(dataset!.data[EMPTY_MONTH_INDEX]).toBe(0);
    expect(dataset!.data.filter((total) => total > 0)).toHaveLength(11);
  });

  it("starts the y axis at 0, titles the axes 'Months' and 'Sales Amount (LKR)', fills its 600 px box", async () => {
    show();
    await drawn();
    const { config } = lastChart();
    const { x, y } = config.options!.scales!;
    expect(y).toMatchObject({ beginAtZero: true });
    expect(x!.title).toMatchObject({ display: true, text: 'Months' });
    expect(y!.title).toMatchObject({ display: true, text: 'Sales Amount (LKR)' });
    expect(config.options!.responsive).toBe(true);
    expect(config.options!.maintainAspectRatio).toBe(false);
    // The box Chart.js fills is the widget's own (its stylesheet gives it 600 px).
    expect(lastChart().canvas.parentElement).toHaveClass('shop-sales__area');
    expect(lastChart().canvas.parentElement!.children).toHaveLength(1);
  });

  it('prints tick and tooltip amounts with the money formatter, the tooltip titled with the full month', async () => {
    show();
    await drawn();
    const { config } = lastChart();
    const data = config.data.datasets[0]!.data;
    const tick = config.options!.scales!.y!.ticks!.callback as (value: number | string) => string;
    expect(tick(125000)).toBe('125,000.00');
    expect(tick('2500.5')).toBe('2,500.50');
    const callbacks = config.options!.plugins!.tooltip!.callbacks! as unknown as {
      title(items: { dataIndex: number }[]): string;
      label(item: { dataIndex: number }): string;
    };
    expect(callbacks.title([{ dataIndex: 11 }])).toBe('November 2026');
    expect(callbacks.label({ dataIndex: 11 })).toBe(`Total Sales: ${formatLKR(toCents(data[11]!))}`);
    expect(callbacks.label({ dataIndex: EMPTY_MONTH_INDEX })).toBe('Total Sales: LKR 0.00');
  });

  it('registers only the parts of a line chart', async () => {
    show();
    await drawn();
    expect(charts.registered.map((part) => (part as { id: string }).id).sort()).toEqual(
      ['category', 'legend', 'line', 'lineElement', 'linear', 'point', 'tooltip'],
    );
  });

  it('animates, unless the admin asks for less motion', async () => {
    const first = show();
    await drawn();
    expect(lastChart().config.options!.animation).toBeUndefined();
    first.unmount();

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    show();
    await drawn();
    expect(lastChart().config.options!.animation).toBe(false);
  });

  it("counts the current month on the shop's clock (Colombo), as the backend does", async () => {
    // 20:00 UTC on 30 November is already 1 December in Colombo: December is the current month,
    // with no sale yet, and last December has left the window.
    await clockAt(new Date('2026-11-30T20:00:00Z'));
    show();
    await drawn();
    const { config } = lastChart();
    expect(config.data.labels!.at(-1)).toBe('Dec 2026');
    expect(config.data.labels![0]).toBe('Jan 2026');
    expect(config.data.datasets[0]!.data.at(-1)).toBe(0);
    const totals = served();
    expect(totals.has('December')).toBe(false);
    expect(config.data.datasets[0]!.data[10]).toBe(totals.get('November'));
  });
});

describe('sales chart: its life (no leak)', () => {
  it('destroys the chart when the widget leaves the page', async () => {
    const { unmount } = show();
    await drawn();
    expect(charts.made).toHaveLength(1);
    expect(lastChart().destroyed).toBe(0);
    unmount();
    expect(charts.made).toHaveLength(1);
    expect(lastChart().destroyed).toBe(1);
  });

  it('makes no chart when it leaves before the answer comes', async () => {
    backend.fault({ route: '/api/payments-by-month', method: 'GET', delayMs: 200, times: 1 });
    const { unmount } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sales…');
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(charts.made).toHaveLength(0);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('sales chart: the figures as a table', () => {
  it("holds the 12 months and their totals behind 'Show the figures', the month without sales at LKR 0.00", async () => {
    const { user } = show();
    await drawn();
    const details = screen.getByText('Show the figures').closest('details')!;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Show the figures'));
    expect(details.open).toBe(true);

    const table = within(details).getByRole('table', { name: 'Total Sales by month, December 2025 to November 2026' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Months', 'Total Sales']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const totals = served();
    rows.forEach((row, i) => {
      expect(within(row).getByRole('rowheader')).toHaveTextContent(NAMES[i]!);
      const total = totals.get(NAMES[i]!.split(' ')[0]!) ?? 0;
      expect(within(row).getByRole('cell')).toHaveTextContent(formatLKR(toCents(total)));
    });
    expect(within(rows[EMPTY_MONTH_INDEX]!).getByRole('cell')).toHaveTextContent('LKR 0.00');
  });
});

describe('sales chart: a failed load (SPEC §8: silent, logged only)', () => {
  const failures = [
    { name: 'a 500', fault: { status: 500 } },
    { name: 'a 503', fault: { status: 503 } },
    { name: 'a wrong-shaped 200', fault: { body: 'wrong-shape' as const } },
    { name: 'a malformed 200', fault: { body: 'malformed' as const } },
    { name: 'no answer in time', fault: { delayMs: LATE_MS } },
  ];

  it.each(failures)("$name: logs 'Error fetching payment data' and shows nothing, no chart of zeros", async ({ fault }) => {
    backend.fault({ route: '/api/payments-by-month', method: 'GET', times: 1, ...fault });
    const { container } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sales…');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[shop-widgets] Error fetching payment data', expect.any(Error)), {
      timeout: 3_000,
    });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(charts.made).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('a session that ended (401) is silent too', async () => {
    await fetch('/__demo/logout', { method: 'POST' });
    const { container } = show();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[shop-widgets] Error fetching payment data', expect.any(Error)));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(charts.made).toHaveLength(0);
  });
});

describe('sales chart: its props', () => {
  it('takes none; a page that passes some gets the widget’s own error box, and nothing is asked', async () => {
    expect(v.safeParse(propsSchema, {}).success).toBe(true);
    expect(v.safeParse(propsSchema, 'six months').success).toBe(false);
    const asked = vi.spyOn(globalThis, 'fetch');
    const mounter = createMounter({ registry: { 'sales-chart': () => import('../../../widgets/sales-chart/sales-chart-widget') } });
    document.body.innerHTML = `<div data-widget="sales-chart" data-props='"six months"'></div>`;
    try {
      await scanAndWait(mounter);
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/widget "sales-chart": invalid props/));
      expect(asked).not.toHaveBeenCalled();
    } finally {
      act(() => mounter.unmountAll());
      document.body.innerHTML = '';
    }
  });
});
