// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripDescriptions, widgetsSchema } from '../../build.mjs';
import { registry } from '../../widgets/registry';

/**
 * docs/backend.md#the-props-as-a-json-schema: dist/widgets.schema.json, the JSON Schema of every
 * widget's props, made from widgets/<name>/props.ts. What a backend developer relies on: every
 * widget is in it, every field says what goes there, and it says what valibot says (required,
 * enums, minimums).
 */

type Json = Record<string, unknown>;
const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
let schema: Json & { $defs: Record<string, Json> };
const def = (name: string) => schema.$defs[name]!;
const prop = (name: string, key: string) => (def(name).properties as Record<string, Json>)[key]!;

beforeAll(async () => {
  schema = await widgetsSchema(folders);
}, 30_000);

describe('widgets/<name>/props.ts', () => {
  it('exists in every widget folder and imports only valibot, constants, texts and call schemas', () => {
    for (const name of folders) {
      const source = readFileSync(path.join('widgets', name, 'props.ts'), 'utf8');
      const imports = [...source.matchAll(/^import[^;]*? from '([^']+)';/gm)].map((match) => match[1]);
      for (const from of imports) {
        expect(from, `widgets/${name}/props.ts`).toMatch(/^(valibot|\.\.\/\.\.\/shared\/core\/constants|\.\.\/\.\.\/shared\/[\w-]+\/((messages|api)\/[\w-]+|messages|api)|\.\/(messages|api))$/);
      }
      expect(source, name).toMatch(/export const propsSchema = /);
    }
  });
});

describe('widgets.schema.json', () => {
  it('is JSON Schema 2020-12 with an id, a title and a description, and one $defs entry per widget of the registry', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(/widgets\.schema\.json$/);
    expect(schema.title).toEqual(expect.any(String));
    expect(schema.description).toEqual(expect.any(String));
    expect(Object.keys(registry).sort()).toEqual(folders);
    for (const name of Object.keys(registry)) {
      expect(schema.$defs[name], name).toBeDefined();
      expect(def(name).description, `${name}: what the widget is`).toMatch(/\w{3}/);
    }
    // Beyond the widgets, only the recursive category tree has a definition of its own.
    expect(Object.keys(schema.$defs).filter((key) => !(key in registry))).toEqual(['Category']);
    expect(() => new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema)).not.toThrow();
  });

  it('describes every property, nested ones too', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const properties = (node as Json).properties as Record<string, Json> | undefined;
      for (const [key, value] of Object.entries(properties ?? {})) {
        if (typeof value.description !== 'string' || value.description.length < 10) undescribed.push(`${at}/properties/${key}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(schema.$defs, '#/$defs');
    expect(undescribed).toEqual([]);
  });

  it('says what valibot says: required and optional fields, integers and their minimums, defaults', () => {
    expect(def('order-checkout').required).toEqual(['orderId']);
    expect(prop('order-checkout', 'orderId')).toMatchObject({ type: 'integer', minimum: 1 });
    expect(def('cart-link').required).toEqual([]);
    expect(prop('cart-link', 'count')).toMatchObject({ type: 'integer', minimum: 0 });
    expect(prop('cart-link', 'href')).toMatchObject({ type: 'string', default: '/cart' });
    expect(prop('collection-filter', 'collectionId')).toMatchObject({ anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }], default: null });
    expect(def('category-filter').required).toEqual(['category', 'categories', 'brands', 'collections', 'products']);
  });

  it('keeps enums and the checks after a trim (a transformation JSON Schema has not)', () => {
    expect(prop('product-listing', 'headingLevel')).toMatchObject({ enum: [2, 3], default: 2 });
    expect(prop('search-filter', 'headingLevel')).toMatchObject({ anyOf: [{ enum: [1, 2] }, { type: 'null' }], default: 1 });
    expect(prop('top-collections', 'title')).toMatchObject({ type: 'string', pattern: '\\S', default: 'Top Collections' });
    expect(prop('search-box', 'action')).toMatchObject({ type: 'string', pattern: '^\\/(?!\\/)', default: '/search' });
    const product = prop('product-detail', 'product');
    expect((product.properties as Record<string, Json>).shipping_type).toMatchObject({ enum: ['free', 'paid'] });
  });

  it('keeps nested arrays of objects and the recursive category tree', () => {
    const items = prop('cart', 'items');
    expect(items.type).toBe('array');
    const line = items.items as Json;
    expect(line.required).toEqual(['id', 'product', 'price', 'quantity', 'max_quantity', 'subtotal', 'discount_amount', 'discount_percentage']);
    expect((line.properties as Record<string, Json>).product).toMatchObject({ type: 'object', required: ['id', 'name'] });
    expect((line.properties as Record<string, Json>).discount_percentage).toMatchObject({ minimum: 0, maximum: 100 });
    const variations = (prop('product-detail', 'product').properties as Record<string, Json>).variations!;
    expect(variations).toMatchObject({ type: 'array', minItems: 1, items: { type: 'object', required: ['name', 'price', 'quantity'] } });
    expect(prop('category-menu', 'categories')).toMatchObject({ type: 'array', items: { $ref: '#/$defs/Category' } });
    expect((def('Category').properties as Record<string, Json>).children).toMatchObject({ items: { $ref: '#/$defs/Category' } });
  });

  it('accepts what the widgets accept and refuses what they refuse', () => {
    const ajv = new Ajv2020({ allErrors: true });
    ajv.addSchema(schema);
    const check = (name: string, props: unknown) => ajv.getSchema(`${String(schema.$id)}#/$defs/${name}`)!(props);
    expect(check('cart-link', {})).toBe(true);
    expect(check('cart-link', { count: 3 })).toBe(true);
    expect(check('cart-link', { count: 1.5 })).toBe(false);
    expect(check('cart-link', { count: '3' })).toBe(false);
    expect(check('order-checkout', {})).toBe(false);
    expect(check('top-collections', { title: '   ' })).toBe(false);
    expect(check('search-box', { action: '//evil.example/search' })).toBe(false);
    const tree = [{ id: 1, name: 'Tea', slug: 'tea', image: null, children: [{ id: 2, name: 'Green', slug: 'green', image: null, children: [] }] }];
    expect(check('category-menu', { categories: tree })).toBe(true);
    expect(check('category-menu', { categories: [{ ...tree[0], children: [{ id: 2 }] }] })).toBe(false);
  });
});

describe('stripDescriptions (the browser build)', () => {
  it('leaves every description out of its pipe, in either quotes, escapes and line breaks around it included', () => {
    const source = "v.pipe(v.string(), v.description('It\\'s (LKR)'), v.trim());\nv.pipe(v.number(),\n  v.description(\n  \"two\",\n),\n);";
    expect(stripDescriptions(source)).toBe("v.pipe(v.string(), v.trim());\nv.pipe(v.number(),\n);");
  });

  it('refuses a description that is not one plain string literal, rather than ship its text', () => {
    expect(() => stripDescriptions('v.description(TEXT)', 'widgets/x/props.ts')).toThrow(/widgets\/x\/props\.ts.*plain string literal/);
    expect(() => stripDescriptions("v.description('a' + 'b')")).toThrow(/plain string literal/);
  });
});
