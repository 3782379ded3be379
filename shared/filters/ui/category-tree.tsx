import { useId, useState } from 'react';
import type { Category } from '../../cards/api/category';
import { isPartlyTicked } from '../category-tree';
import * as filterMessages from '../messages/filters';
import './filters.css';

export interface CategoryTreeProps {
  tree: readonly Category[];
  /** The branches open at first (the page's category and those above it); each has its own button after. */
  initiallyOpen: readonly number[];
  /**
   * Checkboxes (the category and search filters): `ticked` and `onTick` with the rules of
   * `shared/filters/category-tree.ts`. Or links (the brand/collection filter): `linkTo` gives each row's
   * address, and `current` marks the page's own category.
   */
  choice:
    | { kind: 'tick'; ticked: ReadonlySet<number>; onTick: (id: number, on: boolean) => void }
    | { kind: 'link'; linkTo: (category: Category) => string; current: number | null };
}

/**
 * The collapsible category tree of the filter sidebars (SPEC §2): each branch opens and closes
 * with its own button (aria-expanded), so the checkbox or link beside it keeps one meaning.
 * A parent partly ticked shows a dash (`indeterminate`).
 */
export function CategoryTree(props: CategoryTreeProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(() => new Set(props.initiallyOpen));
  const onExpand = (id: number, open: boolean) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const branch = <Branch {...props} expanded={expanded} onExpand={onExpand} nodes={props.tree} depth={0} />;
  // A group of checkboxes is a fieldset; a list of places to go is navigation.
  return props.choice.kind === 'tick' ? (
    <fieldset className="shop-filters__group">
      <legend className="shop-filters__legend">{filterMessages.categories}</legend>
      {branch}
    </fieldset>
  ) : (
    <nav className="shop-filters__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-filters__legend">
        {filterMessages.categories}
      </h2>
      {branch}
    </nav>
  );
}

interface BranchProps extends CategoryTreeProps {
  expanded: ReadonlySet<number>;
  onExpand: (id: number, open: boolean) => void;
}

function Branch({ nodes, depth, ...props }: BranchProps & { nodes: readonly Category[]; depth: number }) {
  return (
    <ul className={`shop-filters__tree shop-filters__tree--${depth}`} role="list">
      {nodes.map((node) => (
        <TreeRow key={node.id} node={node} depth={depth} {...props} />
      ))}
    </ul>
  );
}

function TreeRow({ node, depth, ...props }: BranchProps & { node: Category; depth: number }) {
  const id = useId();
  const { choice, expanded, onExpand } = props;
  const open = expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  return (
    <li className="shop-filters__node">
      <div className="shop-filters__row">
        {choice.kind === 'tick' ? (
          <>
            <input
              id={id}
              type="checkbox"
              className="shop-filters__check"
              checked={choice.ticked.has(node.id)}
              ref={(input) => {
                if (input) input.indeterminate = isPartlyTicked(node, choice.ticked);
              }}
              onChange={(event) => choice.onTick(node.id, event.currentTarget.checked)}
            />
            <label htmlFor={id} className="shop-filters__label">
              {node.name}
            </label>
          </>
        ) : (
          <a
            href={choice.linkTo(node)}
            className="shop-filters__link"
            aria-current={choice.current === node.id ? 'page' : undefined}
          >
            {node.name}
          </a>
        )}
        {hasChildren && (
          <button
            type="button"
            className="shop-filters__twisty"
            aria-expanded={open}
            aria-controls={`${id}-children`}
            aria-label={filterMessages.showSubcategories(node.name)}
            onClick={() => onExpand(node.id, !open)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {hasChildren && (
        <div id={`${id}-children`} hidden={!open}>
          {open && <Branch {...props} nodes={node.children} depth={depth + 1} />}
        </div>
      )}
    </li>
  );
}
