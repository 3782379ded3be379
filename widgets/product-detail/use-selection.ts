import { useCallback, useMemo, useState } from 'react';
import type { ProductDetail, Variation } from './api';
import { shownPrice, type ShownPrice } from './price';
import { useAfterPaint } from './use-after-paint';
import { initialSelection, variationName, variationTypesOf, writeSelection, type VariationType } from './variant-param';

export interface Selection {
  types: readonly VariationType[];
  /** The chosen value of each type, in the order of `types`. */
  values: readonly string[];
  /** The chosen combination, or null when the product does not sell it. */
  variation: Variation | null;
  /** The name sent to the cart and checkout ('Blue/M', or 'No V'). */
  name: string;
  /** SPEC §4: a combination missing from `variations` counts as stock 0. */
  stock: number;
  price: ShownPrice;
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** Choose a value of the type at `typeIndex`: quantity back to 1 (SPEC §4), URL updated. */
  select: (typeIndex: number, value: string) => void;
  /** Stock of another combination (to mark the options that are sold out). */
  stockOf: (values: readonly string[]) => number;
}

/**
 * The chosen variation and quantity of the product page. The lookup by name is built once per
 * product, so a change costs one Map read and a small render (the bench holds a variation
 * change to the next paint within 50 ms at 4× CPU throttling).
 */
export function useSelection(product: ProductDetail): Selection {
  const types = useMemo(() => variationTypesOf(product.variation_types), [product.variation_types]);
  const byName = useMemo(
    () => new Map(product.variations.map((variation) => [variation.name, variation])),
    [product.variations],
  );
  const [values, setValues] = useState<readonly string[]>(() =>
    initialSelection(types, window.location.search),
  );
  const [quantity, setQuantity] = useState(1);
  const afterPaint = useAfterPaint();

  const name = variationName(values);
  // Without selectors the product sells its one variation ('No V'), whatever it is called.
  const variation =
    (types.length === 0 ? (byName.get(name) ?? product.variations[0]) : byName.get(name)) ?? null;
  const stock = variation?.quantity ?? 0;
  const { price: fallbackPrice, compared_price: fallbackCompared } = product.price;
  const price = useMemo(
    () =>
      variation
        ? shownPrice(variation.price, variation.compared_price, product.highest_discount)
        : shownPrice(fallbackPrice, fallbackCompared, product.highest_discount),
    [variation, fallbackPrice, fallbackCompared, product.highest_discount],
  );

  const select = useCallback(
    (typeIndex: number, value: string) => {
      if (values[typeIndex] === value) return;
      const next = values.map((current, i) => (i === typeIndex ? value : current));
      setValues(next);
      setQuantity(1);
      // history.replaceState costs more than the whole re-render: keep it out of the change.
      afterPaint(() => writeSelection(next));
    },
    [values, afterPaint],
  );

  const stockOf = useCallback(
    (combination: readonly string[]) => byName.get(variationName(combination))?.quantity ?? 0,
    [byName],
  );

  return {
    types,
    values,
    variation,
    name: variation?.name ?? name,
    stock,
    price,
    quantity,
    setQuantity,
    select,
    stockOf,
  };
}
