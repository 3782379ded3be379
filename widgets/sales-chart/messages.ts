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
