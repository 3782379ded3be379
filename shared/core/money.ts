/**
 * Money is held as integer cents everywhere (SPEC §9: LKR, two decimals). Amounts arrive from
 * the server as LKR numbers with at most two decimals; `toCents` is the one door in, and the
 * formatters are the one way out. No float sums anywhere else.
 */
export type Cents = number;

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** LKR (a server number such as 1234.5) to integer cents; rounds half away from zero. */
export function toCents(lkr: number): Cents {
  const cents = Math.round(Math.abs(lkr) * 100);
  // `-0` would later print as "-0.00"; a tiny negative amount that rounds to zero is zero.
  return lkr < 0 && cents !== 0 ? -cents : cents;
}

/** Integer cents back to an LKR number for a request body (e.g. 123450 → 1234.5). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** "1,234.50": the en-US number with two decimals, no currency. */
export function formatAmount(cents: Cents): string {
  // Intl prints negative zero as "-0.00"; integer arithmetic can produce it (e.g. 0 * -1).
  return amountFormat.format(cents === 0 ? 0 : cents / 100);
}

/** "LKR 1,234.50": every price the shopper sees. */
export function formatLKR(cents: Cents): string {
  return `LKR ${formatAmount(cents)}`;
}
