// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitVariation, variantsOf, variationName } from '../../../../demo-pages/backend/services/variations';
import type { ProductRow } from '../../../../demo-pages/backend/store/types';

/** A product whose Size values hold '/', as a seeded one may. */
const product = {
  variation_types: [
    { type: 'Color', values: ['Black', 'Black/Grey'] },
    { type: 'Size', values: ['S', 'S/M', 'L'] },
  ],
  variations: [{ name: 'Black/S/M' }, { name: 'Black/Grey/L' }],
} as unknown as ProductRow;
const plain = { variation_types: [{ type: 'No V', values: ['No V'] }], variations: [{ name: 'No V' }] } as unknown as ProductRow;

describe('variations', () => {
  it("split a name into its values by the product's types, a value holding '/' kept whole", () => {
    expect(splitVariation(product, 'Black/S/M')).toEqual([
      { type: 'Color', value: 'Black' },
      { type: 'Size', value: 'S/M' },
    ]);
    expect(splitVariation(product, 'Black/Grey/L')).toEqual([
      { type: 'Color', value: 'Black/Grey' },
      { type: 'Size', value: 'L' },
    ]);
    expect(splitVariation(product, 'Red/L')).toBeNull();
    expect(variantsOf(plain, 'No V')).toEqual([]);
  });

  it('name a variation from its pairs, or from values alone when the types are unknown (SPEC §8)', () => {
    const pairs = [
      { type: 'Size', value: 'S/M' },
      { type: 'Color', value: 'Black' },
    ];
    expect(variationName(product, pairs)).toBe('Black/S/M');
    expect(variationName(product, [{ type: 'Type 1', value: 'Black/Grey' }, { type: 'Type 2', value: 'L' }])).toBe('Black/Grey/L');
    expect(variationName(product, [{ type: 'Type 1', value: 'Red' }])).toBeNull();
    expect(variationName(plain, [])).toBe('No V');
  });
});
