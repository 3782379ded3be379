import type { ReactNode } from 'react';
import { formatLKR, type Cents } from '../../core/money';
import './amounts.css';

/**
 * The amounts of an order summary (SPEC §2 cart page and both checkouts): a description list,
 * a label and its amount per row. `busy` while an amount is still being worked out.
 */
export function Amounts({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <dl className="shop-amounts" aria-busy={busy || undefined}>
      {children}
    </dl>
  );
}

/** A discount as a summary shows it: '− LKR 120.00', or 'LKR 0.00' when there is none. */
export const discountText = (cents: Cents) => (cents > 0 ? `− ${formatLKR(cents)}` : formatLKR(0));

/** One row of `Amounts`; the total is set apart below a rule. */
export function Amount({ label, total = false, children }: { label: string; total?: boolean; children: ReactNode }) {
  return (
    <div className={`shop-amounts__row${total ? ' shop-amounts__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
