import { useId } from 'react';
import { FILTER_SORTS, type FilterSort } from '../../shared/filters/api/filters';
import * as filterMessages from '../../shared/filters/messages/filters';

/** The category page's sort (SPEC §2 "a sort option"; the values are ours, see FILTER_SORTS). */
export function SortSelect({ value, onChange }: { value: FilterSort; onChange: (sort: FilterSort) => void }) {
  const id = useId();
  return (
    <div className="shop-filters__sort">
      <label htmlFor={id}>{filterMessages.sortBy}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(FILTER_SORTS.find((sort) => sort === event.currentTarget.value) ?? 'newest')}
      >
        {FILTER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {filterMessages.sortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
