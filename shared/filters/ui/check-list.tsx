import { useId } from 'react';
import './filters.css';

export interface CheckListProps {
  title: string;
  options: readonly { id: number; label: string }[];
  ticked: ReadonlySet<number>;
  onTick: (id: number, on: boolean) => void;
}

/** A titled list of checkboxes: the brands or the collections of a filter sidebar (SPEC §2). */
export function CheckList({ title, options, ticked, onTick }: CheckListProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="shop-filters__group">
      <legend className="shop-filters__legend">{title}</legend>
      <ul className="shop-filters__options" role="list">
        {options.map((option) => (
          <li key={option.id} className="shop-filters__row">
            <input
              id={`${id}-${option.id}`}
              type="checkbox"
              className="shop-filters__check"
              checked={ticked.has(option.id)}
              onChange={(event) => onTick(option.id, event.currentTarget.checked)}
            />
            <label htmlFor={`${id}-${option.id}`} className="shop-filters__label">
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
