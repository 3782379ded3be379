import { useId } from 'react';
import * as productMessages from '../../shared/catalogue/messages/product';
import type { VariationType } from './variant-param';

export interface VariationPickerProps {
  types: readonly VariationType[];
  values: readonly string[];
  onSelect: (typeIndex: number, value: string) => void;
  stockOf: (values: readonly string[]) => number;
}

/** SPEC §2: the 'Color' type is drawn as swatches; so is 'colour' in any case. */
const isColourType = (type: string) => /^colou?r$/i.test(type.trim());

/** A value a browser can paint; anything else ('Multi', a typo) is shown as a pill instead. */
function isPaintable(value: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

/**
 * One group of radio buttons per variation type (SPEC §2): native radios, so Tab reaches the
 * group and the arrow keys choose, and each option is named by its value. The legend says
 * what is chosen ("Color: Red"). A value whose combination with the other choices is sold out
 * stays selectable, struck through and described as sold out.
 */
export function VariationPicker({ types, values, onSelect, stockOf }: VariationPickerProps) {
  const baseId = useId();
  const soldOutId = `${baseId}-sold-out`;
  if (types.length === 0) return null;
  return (
    <div className="shop-pd__variations">
      <span id={soldOutId} hidden>
        {productMessages.soldOut}
      </span>
      {types.map(({ type, values: options }, typeIndex) => {
        const chosen = values[typeIndex]!;
        const swatches = isColourType(type);
        return (
          <fieldset key={type} className="shop-pd__option-group">
            <legend className="shop-pd__legend">{productMessages.optionLegend(type, chosen)}</legend>
            <div className="shop-pd__options">
              {options.map((value) => {
                const soldOut = stockOf(values.map((v, i) => (i === typeIndex ? value : v))) === 0;
                const swatch = swatches && isPaintable(value);
                return (
                  <label
                    key={value}
                    title={swatch ? value : undefined}
                    className={`shop-pd__option${swatch ? ' shop-pd__option--swatch' : ''}${soldOut ? ' shop-pd__option--sold-out' : ''}`}
                  >
                    <input
                      className="shop-pd__option-input"
                      type="radio"
                      name={`${baseId}-${typeIndex}`}
                      value={value}
                      checked={value === chosen}
                      onChange={() => onSelect(typeIndex, value)}
                      aria-describedby={soldOut ? soldOutId : undefined}
                    />
                    {swatch ? (
                      <>
                        <span className="shop-pd__swatch" style={{ backgroundColor: value }} aria-hidden="true" />
                        <span className="shop-visually-hidden">{value}</span>
                      </>
                    ) : (
                      <span className="shop-pd__pill">{value}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
