import type { PaymentsByMonth } from '../../../widgets/sales-chart/api';
import { SHOP_TIME_ZONE } from '../../../shared/core/constants';
import { fromCents, toCents } from '../../../shared/core/money';
import type { Store } from '../store/index';

/** The sales chart's months (SPEC §3 Payment-by-month). */
const MONTHS_SHOWN = 12;

/** `{ year, month }` (month 1-12) of an instant in the shop's time zone. */
function shopMonth(date: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month') };
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 15)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/**
 * SPEC §3 Payment-by-month: the totals of orders paid in each of the last 12 months ending with
 * the current one (the shop's time), oldest first, in LKR; months without a sale are left out.
 */
export function paymentsByMonth(store: Store): PaymentsByMonth {
  const now = shopMonth(store.now());
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const index = now.year * 12 + (now.month - 1) - (MONTHS_SHOWN - 1 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1, cents: 0 };
  });
  for (const order of store.data.orders) {
    if (order.paid_at === null) continue;
    const paid = shopMonth(new Date(order.paid_at));
    const slot = months.find((m) => m.year === paid.year && m.month === paid.month);
    if (slot) slot.cents += toCents(order.total_amount);
  }
  return months.filter((m) => m.cents > 0).map((m) => ({ month: MONTH_NAMES[m.month - 1]!, total: fromCents(m.cents) }));
}
