import { NO_VARIATION } from '../../shared/constants';
import type { CartLine } from './cart-line';

/** SPEC §2: colour is drawn as a swatch; 'Color' or 'colour' in any case. */
const isColourType = (type: string) => /^colou?r$/i.test(type.trim());

/** A value a browser can paint; anything else ('Multi', a typo) gets no swatch. */
function isPaintable(value: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

/**
 * A row's variation as type/value pairs (SPEC §2): colour with a swatch beside its name, never
 * the colour alone; nothing for 'No V'. Until the types are known, the variation as stored.
 */
export function VariationPairs({ line }: { line: CartLine }) {
  if (line.variationName === NO_VARIATION) return null;
  if (line.variants === null) return <p className="shop-cart__variation">{line.variationName}</p>;
  const pairs = line.variants.filter((pair) => pair.type !== NO_VARIATION && pair.value !== NO_VARIATION);
  if (pairs.length === 0) return null;
  return (
    <dl className="shop-cart__pairs">
      {pairs.map(({ type, value }, index) => (
        <div key={`${index}-${type}`} className="shop-cart__pair">
          <dt className="shop-cart__pair-type">{type}</dt>
          <dd className="shop-cart__pair-value">
            {isColourType(type) && isPaintable(value) && (
              <span className="shop-cart__swatch" style={{ backgroundColor: value }} aria-hidden="true" />
            )}
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
