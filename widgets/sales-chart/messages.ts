/** The sales chart's texts (SPEC §2 "Sales chart", §8; 'Ours' where the SPEC gives none). */
export const dataset = 'Total Sales';
export const xTitle = 'Months';
export const yTitle = 'Sales Amount (LKR)';
export const fetchError = 'Error fetching payment data';
/** Ours: while the months load. */
export const loading = 'Loading sales…';
/** Ours: the canvas's text alternative (its figures follow in a table). */
export const canvasLabel = (from: string, to: string) => `Line chart of Total Sales by month, ${from} to ${to}`;
/** Ours: the disclosure holding the chart's figures as a table. */
export const showFigures = 'Show the figures';
/** Ours: that table's caption. */
export const tableCaption = (from: string, to: string) => `Total Sales by month, ${from} to ${to}`;
// Ours: the months of the axis, the table and the tooltip, printed for a UTC instant in UTC (no
// zone moves them to another month), with the browser's en-US data; Sinhala and Tamil name the
// months themselves (shared/core/messages/months.ts).
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** An axis label: "Dec 2025". */
export const monthLabel = (date: Date) => shortMonth.format(date);
/** A month in the table, the tooltip and the canvas's description: "December 2025". */
export const monthName = (date: Date) => longMonth.format(date);
