import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/cards/api/category';
import { ancestorsOf, indexTree, isPartlyTicked, setTicked, tickedFrom, topTicked } from '../../shared/filters/category-tree';

const node = (id: number, children: Category[] = []): Category => ({
  id,
  name: `C${id}`,
  slug: `c${id}`,
  image: null,
  children,
});

/** 1 ⟶ (2 ⟶ 4, 5), (3 ⟶ 6); 7 alone. */
const tree = [node(1, [node(2, [node(4), node(5)]), node(3, [node(6)])]), node(7)];
const index = indexTree(tree);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('category tree rules (SPEC §4 filter pages)', () => {
  it('ticking a parent ticks every category below it', () => {
    expect(sorted(setTicked(index, new Set(), 1, true))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sorted(setTicked(index, new Set(), 2, true))).toEqual([2, 4, 5]);
  });

  it('ticking the last child ticks the parent, and up the tree', () => {
    let ticked = setTicked(index, new Set(), 4, true);
    expect(sorted(ticked)).toEqual([4]);
    ticked = setTicked(index, ticked, 5, true);
    expect(sorted(ticked)).toEqual([2, 4, 5]);
    ticked = setTicked(index, ticked, 6, true);
    expect(sorted(ticked)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('unticking one child unticks its parent and every category above, not its siblings', () => {
    const all = setTicked(index, new Set(), 1, true);
    expect(sorted(setTicked(index, all, 5, false))).toEqual([3, 4, 6]);
    expect(sorted(setTicked(index, all, 2, false))).toEqual([3, 6]);
  });

  it('the URL keeps the fewest ids, and reading them back gives the same ticks', () => {
    const ticked = tickedFrom(index, [2, 6, 7]);
    expect(sorted(ticked)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(topTicked(index, ticked)).toEqual([1, 7]);
    expect(topTicked(index, tickedFrom(index, [4, 6]))).toEqual([4, 3]);
  });

  it('ignores ids the tree does not have, and a category listed twice', () => {
    expect(sorted(tickedFrom(index, [99, 4]))).toEqual([4]);
    const twice = indexTree([node(1, [node(2)]), node(2)]);
    expect(twice.order.map((category) => category.id)).toEqual([1, 2]);
  });

  it('knows the path up, and which parents are partly ticked', () => {
    expect(ancestorsOf(index, 5)).toEqual([2, 1]);
    expect(ancestorsOf(index, 7)).toEqual([]);
    const ticked = tickedFrom(index, [4]);
    expect(isPartlyTicked(tree[0]!, ticked)).toBe(true);
    expect(isPartlyTicked(tree[0]!.children[0]!, ticked)).toBe(true);
    expect(isPartlyTicked(tree[0]!.children[1]!, ticked)).toBe(false);
  });

  it('after any sequence of ticks, a category with children is ticked exactly when all its children are', () => {
    const ids = index.order.map((category) => category.id);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ids), fc.boolean()), { maxLength: 30 }), (steps) => {
        const ticked = steps.reduce((set, [id, on]) => setTicked(index, set, id, on), new Set<number>());
        for (const category of index.order) {
          if (category.children.length === 0) continue;
          expect(ticked.has(category.id)).toBe(category.children.every((child) => ticked.has(child.id)));
        }
        // And the short form in the URL stands for exactly the same ticks.
        expect(sorted(tickedFrom(index, topTicked(index, ticked)))).toEqual(sorted(ticked));
      }),
    );
  });
});
