import type { BlockItem, HomeBlock } from '../../shared/home/api/home';
import { productUrl, safeHref } from '../../shared/core/urls';

/** The two layouts of SPEC §2 "Home page blocks": side-by-side cards, or the small-screen carousel. */
export type BlockLayout = 'cards' | 'carousel';

/**
 * Where an item of a block leads (SPEC §2): a product to its page; a collection to the category
 * filter on large screens (its category's slug, or 'none') and to the collection filter in the
 * carousel; a banner to its slug as given, only when safe (ARCHITECTURE "Security"). Null: the
 * tile is shown without a link.
 */
export function blockItemHref(kind: HomeBlock['kind'], item: BlockItem, layout: BlockLayout): string | null {
  switch (kind) {
    case 'products':
      return productUrl(item.id);
    case 'collections':
      return layout === 'cards'
        ? `/category-filter/${encodeURIComponent(item.slug ?? 'none')}?collection_id=${item.id}`
        : `/filter/collection/${item.id}`;
    case 'banners':
      return safeHref(item.slug);
  }
}
