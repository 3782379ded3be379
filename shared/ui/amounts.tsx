import type { ReactNode } from 'react';
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

/** One row of `Amounts`; the total is set apart below a rule. */
export function Amount({ label, total = false, children }: { label: string; total?: boolean; children: ReactNode }) {
  return (
    <div className={`shop-amounts__row${total ? ' shop-amounts__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
