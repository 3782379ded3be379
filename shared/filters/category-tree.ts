import type { Category } from '../cards/api/category';

/**
 * The ticking rules of the filter pages' category tree (SPEC §4 "Filter pages"): ticking a
 * parent ticks all its children; ticking all children of a parent ticks the parent; unticking one
 * child unticks the parent. Applied at every level, so after any sequence of ticks a category with
 * children is ticked exactly when all its children are. Pure functions over an index of the tree;
 * the ticked set is never changed in place.
 */
export interface TreeIndex {
  /** Every category by id. */
  byId: ReadonlyMap<number, Category>;
  /** The parent's id of every category (null at the top). */
  parentOf: ReadonlyMap<number, number | null>;
  /** The categories in the order a reader meets them (parent before its children). */
  order: readonly Category[];
}

export function indexTree(tree: readonly Category[]): TreeIndex {
  const byId = new Map<number, Category>();
  const parentOf = new Map<number, number | null>();
  const order: Category[] = [];
  const visit = (node: Category, parent: number | null) => {
    // A category listed twice keeps its first place (a malformed tree must not loop or double).
    if (byId.has(node.id)) return;
    byId.set(node.id, node);
    parentOf.set(node.id, parent);
    order.push(node);
    node.children.forEach((child) => visit(child, node.id));
  };
  tree.forEach((node) => visit(node, null));
  return { byId, parentOf, order };
}

function descendants(node: Category, into: number[] = []): number[] {
  for (const child of node.children) {
    into.push(child.id);
    descendants(child, into);
  }
  return into;
}

/** The ids above `id`, nearest first. */
export function ancestorsOf(index: TreeIndex, id: number): number[] {
  const path: number[] = [];
  for (let parent = index.parentOf.get(id) ?? null; parent !== null; parent = index.parentOf.get(parent) ?? null) {
    path.push(parent);
  }
  return path;
}

/** Tick or untick one category, with the rules above. Unknown ids change nothing. */
export function setTicked(index: TreeIndex, ticked: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(ticked);
  const node = index.byId.get(id);
  if (!node) return next;
  for (const each of [id, ...descendants(node)]) {
    if (on) next.add(each);
    else next.delete(each);
  }
  for (const parent of ancestorsOf(index, id)) {
    if (!on) next.delete(parent);
    else if (index.byId.get(parent)!.children.every((child) => next.has(child.id))) next.add(parent);
    else break;
  }
  return next;
}

/** The ticked set that a list of ids (from a URL or the page) stands for, known ids only. */
export function tickedFrom(index: TreeIndex, ids: readonly number[]): Set<number> {
  return ids.reduce((set, id) => setTicked(index, set, id, true), new Set<number>());
}

/**
 * The fewest ids saying the same: each ticked category whose parent is not ticked, in tree
 * order. The server counts a category with everything below it, so this is what the URL and
 * the request carry, and what the chips show.
 */
export function topTicked(index: TreeIndex, ticked: ReadonlySet<number>): number[] {
  return index.order
    .filter((node) => ticked.has(node.id))
    .filter((node) => {
      const parent = index.parentOf.get(node.id);
      return parent === null || parent === undefined || !ticked.has(parent);
    })
    .map((node) => node.id);
}

/** Not ticked, but something below is: the checkbox shows a dash (mixed). */
export function isPartlyTicked(node: Category, ticked: ReadonlySet<number>): boolean {
  return !ticked.has(node.id) && descendants(node).some((id) => ticked.has(id));
}
