import type { Variant } from '../../../shared/session/api/cart';
import { NO_VARIATION } from '../../../shared/core/constants';
import type { Store } from '../store/index';
import type { ProductRow, VariationRow } from '../store/types';
import { activeProduct } from './catalogue';

/**
 * Variations: a product's options by name (SPEC §2: the values joined by '/'), the type/value
 * pairs of a name, and which variation a cart line or order line means.
 */

/** The types a product's variations are made of ('No V', which means none, left out). */
const typesOf = (product: ProductRow) => product.variation_types.filter((t) => t.type !== NO_VARIATION);

/** A product's variation by its name, if it sells one of that name. */
export function variationOf(product: ProductRow, name: string | null): VariationRow | null {
  return product.variations.find((row) => row.name === name) ?? null;
}

/** The product on sale with this id and its variation of this name, or null when either is gone. */
export function sellableVariation(
  store: Store,
  productId: number,
  name: string | null,
): { product: ProductRow; variation: VariationRow } | null {
  const product = activeProduct(store, productId);
  const variation = product && variationOf(product, name);
  return product && variation ? { product, variation } : null;
}

/**
 * The variation a list of type/value pairs names, in the product's type order; 'No V' when
 * none. Pairs whose types the page could not learn ('Type 1', 'Type 2'…: SPEC §8's fallback
 * when `/variation-types` fails) still name a variation by their values in order, the
 * variation's own name (SPEC §2: the values joined by '/'); null when neither way finds one.
 */
export function variationName(product: ProductRow, variants: readonly Variant[]): string | null {
  const types = typesOf(product);
  if (types.length === 0) return NO_VARIATION;
  const values = types.map((t) => variants.find((v) => v.type === t.type)?.value);
  if (values.every((value, i) => value !== undefined && types[i]!.values.includes(value))) return values.join('/');
  const joined = variants.map((v) => v.value).join('/');
  return product.variations.some((v) => v.name === joined) ? joined : null;
}

/** The product on sale with this id and the variation its pairs name (cart checkout, guest order lines). */
export function variationByPairs(
  store: Store,
  productId: number,
  variants: readonly Variant[],
): { product: ProductRow; variation: VariationRow } | null {
  const product = activeProduct(store, productId);
  const variation = product && variationOf(product, variationName(product, variants));
  return product && variation ? { product, variation } : null;
}

/**
 * A variation's name split into its values by the product's types, in their order: a value may
 * itself hold '/' ('Black/S/M' is Color Black, Size S/M). Null when the name is not one of them.
 */
export function splitVariation(product: ProductRow, name: string): Variant[] | null {
  const types = typesOf(product);
  const walk = (rest: string, index: number): Variant[] | null => {
    const type = types[index]!;
    const last = index === types.length - 1;
    for (const value of type.values) {
      if (last ? rest !== value : !rest.startsWith(`${value}/`)) continue;
      const tail = last ? [] : walk(rest.slice(value.length + 1), index + 1);
      if (tail) return [{ type: type.type, value }, ...tail];
    }
    return null;
  };
  return types.length === 0 ? null : walk(name, 0);
}

/** The type/value pairs of a variation's name as a cart line or order line hands them out; none for 'No V'. */
export function variantsOf(product: ProductRow, name: string): Variant[] {
  return splitVariation(product, name) ?? [];
}

/**
 * SPEC §7 `/variation-types` for one variation: each value with its type, from the product when
 * it is given and sold (its own variation read whole, so a value holding '/' is told apart),
 * otherwise from the first product selling the value; values no product sells are left out.
 */
export function variationPairs(store: Store, productId: number | undefined, values: readonly string[]): Variant[] {
  const own = productId === undefined ? undefined : activeProduct(store, productId);
  const whole = own && splitVariation(own, values.join('/'));
  if (whole) return whole;
  const types = (own ? [own] : store.data.products).flatMap((product) => product.variation_types);
  const pairs: Variant[] = [];
  for (const value of values) {
    const type = types.find((t) => t.type !== NO_VARIATION && t.values.includes(value));
    if (type) pairs.push({ type: type.type, value });
  }
  return pairs;
}
