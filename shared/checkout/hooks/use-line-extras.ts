import { useMemo } from 'react';
import type { Variant } from '../../session/api/cart';
import { getProductDiscounts, getVariationTypes, type VariationPair } from '../api/cart-page';
import type { CartLine } from '../checkout-line';
import { NO_VARIATION } from '../../core/constants';
import { logFailure } from '../../core/log';
import * as cartMessages from '../messages/cart';
import { useLookup } from './use-lookup';

/** Percent off per product id; 0 for a product the server no longer sells, or on failure. */
async function loadDiscounts(productIds: string[]): Promise<ReadonlyMap<string, number>> {
  try {
    const discounts = await getProductDiscounts(productIds.map(Number));
    return new Map(productIds.map((id) => [id, discounts[id] ?? 0]));
  } catch (error) {
    // SPEC §8: silent; the rows show no badge and the summary no discount.
    logFailure('product discounts could not be loaded', error);
    return new Map(productIds.map((id) => [id, 0]));
  }
}

const SEPARATOR = '\n';
const pairsKey = (line: CartLine) => `${line.productId}${SEPARATOR}${line.variationName}`;

/**
 * The pairs of one variation: its name split at '/' (SPEC §2), each value with the type the
 * server names for it, or 'Type N' by its place when it names none or the call failed (§8).
 * When the server's pairs spell the whole name, they are taken as they are: a value may hold
 * '/' itself (Size 'S/M'), which only the product's types tell apart.
 */
function pairsOf(variationName: string, named: readonly Variant[]): Variant[] {
  if (named.length > 0 && named.map((pair) => pair.value).join('/') === variationName) {
    return named.map(({ type, value }) => ({ type, value }));
  }
  return variationName.split('/').map((value, index) => ({
    type: named.find((pair) => pair.value === value)?.type ?? cartMessages.fallbackVariationType(index + 1),
    value,
  }));
}

/**
 * Every line's pairs in one `POST /variation-types`
 * (docs/decisions.md#one-lookup-call-per-page-whatever-the-number-of-lines: one call per line sent
 * a cart of 10,000 stored lines 10,000 requests). Pairs tagged with a line belong to it; untagged
 * ones (a backend answering the SPEC's form only) are matched by value.
 */
async function loadPairs(keys: string[]): Promise<ReadonlyMap<string, Variant[]>> {
  const lines = keys.map((key) => {
    const [productId, variationName] = key.split(SEPARATOR) as [string, string];
    return { product_id: Number(productId), variation_name: variationName };
  });
  let answer: readonly VariationPair[] = [];
  try {
    answer = await getVariationTypes(lines);
  } catch (error) {
    logFailure('variation types could not be loaded; generic labels shown', error);
  }
  const byLine = new Map<number, Variant[]>();
  const byValue: Variant[] = [];
  for (const pair of answer) {
    if (pair.line === undefined) byValue.push(pair);
    else byLine.set(pair.line, [...(byLine.get(pair.line) ?? []), pair]);
  }
  return new Map(keys.map((key, index) => [key, pairsOf(lines[index]!.variation_name, byLine.get(index) ?? byValue)]));
}

/**
 * What a row of the cart or the guest checkout needs besides its line: a guest line's percent
 * off (`POST /cart/product-discounts`) and the type/value pairs of any line that does not carry
 * them (`POST /variation-types`). Lines come back with them filled in as the answers arrive;
 * 'No V' has no pairs (SPEC §2).
 */
export function useLineExtras(lines: readonly CartLine[]): CartLine[] {
  const discountIds = lines.filter((line) => line.percent === null).map((line) => String(line.productId));
  const pairKeys = lines
    .filter((line) => line.variants === null && line.variationName !== NO_VARIATION)
    .map(pairsKey);
  const discounts = useLookup(discountIds, loadDiscounts);
  const pairs = useLookup(pairKeys, loadPairs);

  return useMemo(
    () =>
      lines.map((line) => {
        const percent = line.percent ?? discounts.get(String(line.productId)) ?? null;
        const variants =
          line.variants ?? (line.variationName === NO_VARIATION ? [] : (pairs.get(pairsKey(line)) ?? null));
        return percent === line.percent && variants === line.variants ? line : { ...line, percent, variants };
      }),
    [lines, discounts, pairs],
  );
}
