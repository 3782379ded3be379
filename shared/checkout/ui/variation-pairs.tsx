import './variation-pairs.css';
import type { CartLine } from '../checkout-line';
import { NO_VARIATION } from '../../core/constants';

/** SPEC §2: colour is drawn as a swatch; 'Color' or 'colour' in any case. */
const isColourType = (type: string) => /^colou?r$/i.test(type.trim());

/** A value a browser can paint; anything else ('Multi', a typo) gets no swatch. */
function isPaintable(value: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

export interface VariationPairsProps {
  line: Pick<CartLine, 'variationName' | 'variants'>;
  /**
   * The widget's own BEM block (ARCHITECTURE: class names prefixed per widget): each element
   * also gets `{block}__variation`, `__pairs`, `__pair`, `__pair-type`, `__pair-value` and
   * `__swatch`, the names the cart page has always had, for the host site's CSS to refine.
   */
  block?: string;
}

/**
 * A line's variation as type/value pairs (SPEC §2 cart rows and guest checkout): colour with a
 * swatch beside its name, never the colour alone; nothing for 'No V'. Until the types are known,
 * the variation as stored.
 */
export function VariationPairs({ line, block }: VariationPairsProps) {
  const cls = (element: string) => `shop-variant__${element}${block ? ` ${block}__${element}` : ''}`;
  if (line.variationName === NO_VARIATION) return null;
  if (line.variants === null) return <p className={cls('variation')}>{line.variationName}</p>;
  const pairs = line.variants.filter((pair) => pair.type !== NO_VARIATION && pair.value !== NO_VARIATION);
  if (pairs.length === 0) return null;
  return (
    <dl className={cls('pairs')}>
      {pairs.map(({ type, value }, index) => (
        <div key={`${index}-${type}`} className={cls('pair')}>
          <dt className={cls('pair-type')}>{type}</dt>
          <dd className={cls('pair-value')}>
            {isColourType(type) && isPaintable(value) && (
              <span className={cls('swatch')} style={{ backgroundColor: value }} aria-hidden="true" />
            )}
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
