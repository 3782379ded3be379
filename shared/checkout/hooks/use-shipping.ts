import { useEffect, useRef, useState } from 'react';
import { getProductWeights, getShippingCost } from '../api/cart-page';
import type { CartLine } from '../checkout-line';
import { logFailure } from '../../core/log';
import { toCents, type Cents } from '../../core/money';
import { totalWeight } from '../../purchase/pricing';
import { useLookup } from './use-lookup';

/**
 * Ours: how long the selection and quantities must stay still before the shipping cost is asked
 * for, so ticking through rows or pressing plus three times sends one request, not one each.
 */
const SHIPPING_DEBOUNCE_MS = 300;

export type Shipping =
  | { status: 'loading' }
  | { status: 'known'; cents: Cents }
  /** A lookup failed (SPEC §8: silent): the cost is left to the checkout. */
  | { status: 'unknown' };

const LOADING: Shipping = { status: 'loading' };
const UNKNOWN: Shipping = { status: 'unknown' };
const FREE: Shipping = { status: 'known', cents: 0 };

/** kg per product id; 0 for a product the server no longer sells; null when the call failed. */
export type Weights = ReadonlyMap<string, number | null>;

async function loadWeights(productIds: string[]): Promise<Weights> {
  try {
    const weights = await getProductWeights(productIds.map(Number));
    return new Map(productIds.map((id) => [id, weights[id] ?? 0]));
  } catch (error) {
    logFailure('product weights could not be loaded', error);
    return new Map(productIds.map((id) => [id, null]));
  }
}

/** Each line's product weight (`POST /fetch-product-weights`, asked once per product), by product id. */
export function useProductWeights(lines: readonly CartLine[]): Weights {
  return useLookup(
    lines.map((line) => String(line.productId)),
    loadWeights,
  );
}

/**
 * SPEC §9 shipping of the selected lines: every line's product weight, the total weight of the
 * selection (Σ weight × quantity), then `POST /calculate-shipping-cost`, debounced, each weight
 * asked once. Nothing selected ships for nothing.
 */
export function useShipping(lines: readonly CartLine[], selected: readonly CartLine[]): Shipping {
  return useShippingCost(shippingWeight(useProductWeights(lines), selected));
}

/** The total weight (kg) of these lines, or why it is not known yet. */
export function shippingWeight(weights: Weights, lines: readonly CartLine[]): number | Shipping {
  let weight: number | Shipping = 0;
  const weighed = [];
  for (const line of lines) {
    const kg = weights.get(String(line.productId));
    if (kg === undefined) weight = LOADING;
    else if (kg === null) weight = weight === LOADING ? LOADING : UNKNOWN;
    else weighed.push({ weight: kg, quantity: line.quantity });
  }
  return typeof weight === 'number' ? totalWeight(weighed) : weight;
}

/** The shipping cost of a total weight, asked for once the weight has stayed still a moment. */
export function useShippingCost(weight: number | Shipping): Shipping {
  const [costs, setCosts] = useState<ReadonlyMap<number, Cents | null>>(() => new Map());
  const asked = useRef(new Set<number>());

  useEffect(() => {
    if (typeof weight !== 'number' || weight <= 0 || asked.current.has(weight)) return;
    const timer = window.setTimeout(() => {
      asked.current.add(weight);
      void getShippingCost(weight)
        .then(toCents, (error: unknown) => {
          logFailure('shipping cost could not be calculated', error);
          return null;
        })
        .then((cents) => setCosts((current) => new Map(current).set(weight, cents)));
    }, SHIPPING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [weight]);

  if (typeof weight !== 'number') return weight;
  if (weight <= 0) return FREE;
  const cents = costs.get(weight);
  if (cents === undefined) return LOADING;
  return cents === null ? UNKNOWN : { status: 'known', cents };
}
