import type { BlockItem, HomeBlock } from '../../shared/home/api/home';
import { NO_IMAGE_URL } from '../../shared/core/constants';
import * as cardMessages from '../../shared/catalogue/messages/card';
import * as priceMessages from '../../shared/session/messages/price';
import { formatLKR, toCents } from '../../shared/core/money';
import { TileImage } from '../../shared/session/ui/tile-image';
import { blockItemHref, type BlockLayout } from './block-links';

/** Intrinsic size hint of a tile's square picture. */
const TILE_IMAGE_PX = 240;

/**
 * SPEC §9: a '{discount}% OFF' badge only above 0; the price only when there is one, with the
 * original struck through only when it is higher.
 */
function TileDetails({ item }: { item: BlockItem }) {
  const price = item.price === null ? null : toCents(item.price);
  const original = item.originalPrice === null ? null : toCents(item.originalPrice);
  return (
    <>
      {item.discount > 0 && <span className="shop-home-blocks__badge">{priceMessages.percentOff(item.discount)}</span>}
      {price !== null && (
        <span className="shop-home-blocks__prices">
          <span className="shop-home-blocks__price">{formatLKR(price)}</span>
          {original !== null && original > price && (
            <s className="shop-home-blocks__original">
              <span className="shop-visually-hidden">{cardMessages.originalPrice} </span>
              {formatLKR(original)}
            </s>
          )}
        </span>
      )}
    </>
  );
}

function BlockTile({ kind, item, layout, eager }: { kind: HomeBlock['kind']; item: BlockItem; layout: BlockLayout; eager: boolean }) {
  const href = blockItemHref(kind, item, layout);
  const content = (
    <>
      <span className="shop-home-blocks__media">
        <TileImage
          className="shop-home-blocks__image"
          src={item.image}
          fallback={kind === 'products' ? NO_IMAGE_URL : null}
          size={TILE_IMAGE_PX}
          eager={eager}
        />
      </span>
      <span className="shop-home-blocks__name">{item.name}</span>
      <TileDetails item={item} />
    </>
  );
  return (
    <li className={`shop-home-blocks__item shop-home-blocks__item--${kind}`}>
      {href === null ? (
        <div className="shop-home-blocks__tile">{content}</div>
      ) : (
        <a className="shop-home-blocks__tile" href={href}>
          {content}
        </a>
      )}
    </li>
  );
}

/**
 * One block: its title and its items as tiles (SPEC §3 Home block, Block item). The first block
 * is in view on every screen when the page opens (`first`): its pictures load with the page.
 */
export function BlockCard({ block, layout, titleId, first }: { block: HomeBlock; layout: BlockLayout; titleId: string; first: boolean }) {
  return (
    <>
      <h2 id={titleId} className="shop-home-blocks__title">
        {block.title}
      </h2>
      <ul className={`shop-home-blocks__items shop-home-blocks__items--${block.kind}`}>
        {block.items.map((item) => (
          <BlockTile key={item.id} kind={block.kind} item={item} layout={layout} eager={first} />
        ))}
      </ul>
    </>
  );
}
