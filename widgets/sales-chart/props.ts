import * as v from 'valibot';

/** The admin's sales chart takes no props: it reads GET /api/payments-by-month. */
export const propsSchema = v.pipe(
  v.object({}),
  v.description('Admin: total sales of the last 12 months as a chart and a table (SPEC §9 Sales chart). No props.'),
);
