import { categoryUrl, type Category } from '../../shared/cards/api/category';
import * as homeMessages from '../../shared/home/messages/home';
import { TileImage } from '../../shared/session/ui/tile-image';

/** Intrinsic size hint of a tile's square picture. */
const TILE_IMAGE_PX = 96;

function Tiles({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className="shop-category-menu__tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <a className="shop-category-menu__tile" href={categoryUrl(category.slug)}>
            <TileImage className="shop-category-menu__image" src={category.image} size={TILE_IMAGE_PX} />
            <span className="shop-category-menu__tile-name">{category.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * An open category (SPEC §2): the link to its own page; each sub-category with children as a
 * heading linking to its page over its children's tiles; the sub-categories without children as
 * tiles themselves.
 */
export function CategoryPanel({ category }: { category: Category }) {
  const leaves = category.children.filter((child) => child.children.length === 0);
  const branches = category.children.filter((child) => child.children.length > 0);
  return (
    <>
      <a className="shop-category-menu__all" href={categoryUrl(category.slug)}>
        {homeMessages.shopAll(category.name)}
      </a>
      {leaves.length > 0 && <Tiles categories={leaves} />}
      {branches.map((branch) => (
        <div key={branch.id} className="shop-category-menu__group">
          <h3 className="shop-category-menu__group-title">
            <a href={categoryUrl(branch.slug)}>{branch.name}</a>
          </h3>
          <Tiles categories={branch.children} />
        </div>
      ))}
    </>
  );
}
