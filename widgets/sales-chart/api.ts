import * as v from 'valibot';
import { http, parse } from '../../shared/session/http';

/**
 * `GET /api/payments-by-month` (SPEC §3 Payment-by-month): the months with paid orders, each
 * `{ month: full English name, total }` in LKR, oldest first, over the last 12 months ending with
 * the current one. Months without sales are left out; the chart counts them as 0 (SPEC §9).
 */
export const PaymentsByMonthSchema = v.array(v.object({ month: v.string(), total: v.number() }));
export type PaymentsByMonth = v.InferOutput<typeof PaymentsByMonthSchema>;

export const getPaymentsByMonth = () => http.get('/api/payments-by-month').json().then(parse(PaymentsByMonthSchema));
