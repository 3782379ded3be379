import type { BrandOption, CollectionOption } from '../api/filters';
import * as filterMessages from '../messages/filters';
import { CheckList } from './check-list';
import type { Chip } from './filter-chips';

/** The part of a filter page's query the brand and collection lists set. */
export interface OptionQuery {
  brands: number[];
  collections: number[];
}

/** `ids` with `id` added (once) or taken away. */
export const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((each) => each !== id);

/**
 * The brand and collection checkbox lists of a filter sidebar (SPEC §2) and the chips of what
 * they have ticked, for any page whose query has `brands` and `collections`.
 */
export function optionFilters<Q extends OptionQuery>(
  query: Q,
  setQuery: (next: Q) => void,
  brands: readonly BrandOption[],
  collections: readonly CollectionOption[],
): { lists: React.ReactNode; chips: Chip[] } {
  const brandName = new Map(brands.map((brand) => [brand.id, brand.name]));
  const collectionTitle = new Map(collections.map((collection) => [collection.id, collection.title]));
  const set = (field: keyof OptionQuery, id: number, on: boolean) =>
    setQuery({ ...query, [field]: toggled(query[field], id, on) });
  return {
    lists: (
      <>
        <CheckList
          title={filterMessages.brands}
          options={brands.map((brand) => ({ id: brand.id, label: brand.name }))}
          ticked={new Set(query.brands)}
          onTick={(id, on) => set('brands', id, on)}
        />
        <CheckList
          title={filterMessages.collections}
          options={collections.map((collection) => ({ id: collection.id, label: collection.title }))}
          ticked={new Set(query.collections)}
          onTick={(id, on) => set('collections', id, on)}
        />
      </>
    ),
    chips: [
      ...query.brands.map((id) => ({
        key: `brand-${id}`,
        label: brandName.get(id) ?? String(id),
        remove: () => set('brands', id, false),
      })),
      ...query.collections.map((id) => ({
        key: `collection-${id}`,
        label: collectionTitle.get(id) ?? String(id),
        remove: () => set('collections', id, false),
      })),
    ],
  };
}
