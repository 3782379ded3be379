import { useId, useState } from 'react';
import type * as v from 'valibot';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { CategoryPanel } from './category-panel';
import './category-menu.css';
import { propsSchema } from './props';

/**
 * SPEC §2 "Mobile category menu": an accordion of the top-level categories. One is open at a
 * time (ours: opening another closes the last, so the menu stays a phone's height); its panel
 * links to the category's page, then its sub-categories with their children as picture tiles.
 */
function CategoryMenu({ categories, title }: v.InferOutput<typeof propsSchema>) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  if (categories.length === 0) return null;
  return (
    <nav className="shop-category-menu" aria-labelledby={`${baseId}title`}>
      <h2 id={`${baseId}title`} className="shop-category-menu__title">
        {title}
      </h2>
      <ul className="shop-category-menu__list">
        {categories.map((category) => {
          const expanded = open === category.id;
          const panelId = `${baseId}panel-${category.id}`;
          return (
            <li key={category.id} className="shop-category-menu__entry">
              <button
                type="button"
                className="shop-category-menu__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : category.id)}
              >
                {category.name}
                <svg className="shop-category-menu__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <div id={panelId} className="shop-category-menu__panel" hidden={!expanded}>
                <CategoryPanel category={category} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default defineWidget({ name: 'category-menu', propsSchema, Component: CategoryMenu });
