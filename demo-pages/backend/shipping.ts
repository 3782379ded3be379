import { toCents, type Cents } from '../../shared/money';

/**
 * The reference backend's courier rate (the SPEC leaves the formula to the server): free when
 * every item ships free; otherwise LKR 350 for the first kilogram and LKR 100 for each further
 * one begun.
 */
export function shippingCostCents(totalWeightKg: number, allFree: boolean): Cents {
  if (allFree || totalWeightKg <= 0) return 0;
  return toCents(350) + toCents(100) * Math.max(0, Math.ceil(totalWeightKg) - 1);
}
