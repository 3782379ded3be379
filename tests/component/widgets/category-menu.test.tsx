import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import widget from '../../../widgets/category-menu/category-menu-widget';

const { Component: CategoryMenu, propsSchema } = widget;

const leaf = (id: number, name: string, slug: string, image: string | null = `/storage/category_images/${slug}.svg`) => ({
  id,
  name,
  slug,
  image,
  children: [],
});

const TREE = [
  {
    id: 1,
    name: 'Food & Grocery',
    slug: 'food & grocery',
    image: null,
    children: [
      { id: 11, name: 'Tea', slug: 'tea', image: null, children: [leaf(111, 'Black tea', 'black-tea'), leaf(112, 'Green tea', 'green-tea', null)] },
      leaf(12, 'Spices', 'spices'),
    ],
  },
  {
    id: 2,
    name: 'Electronics',
    slug: 'electronics',
    image: null,
    children: [{ id: 21, name: 'Phones', slug: 'phones', image: null, children: [leaf(211, 'Feature phones', 'feature-phones')] }],
  },
];

const show = (props: Record<string, unknown> = { categories: TREE }) => render(<CategoryMenu {...v.parse(propsSchema, props)} />);
const toggle = (name: string) => screen.getByRole('button', { name });

describe('category menu (SPEC §2 mobile category menu)', () => {
  it('lists the top-level categories as closed disclosures under its title', () => {
    show();
    const menu = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(menu).getAllByRole('button').map((button) => button.textContent)).toEqual(['Food & Grocery', 'Electronics']);
    expect(toggle('Food & Grocery')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Black tea' })).not.toBeInTheDocument();
  });

  it('opens a category: its page, its sub-categories and their children as tiles, slugs encoded', async () => {
    const user = userEvent.setup();
    show();
    await user.click(toggle('Food & Grocery'));
    expect(toggle('Food & Grocery')).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle('Food & Grocery').getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Shop all Food & Grocery' })).toHaveAttribute('href', '/category/food%20%26%20grocery');
    expect(within(panel).getByRole('link', { name: 'Tea' })).toHaveAttribute('href', '/category/tea');
    expect(within(panel).getByRole('link', { name: 'Black tea' })).toHaveAttribute('href', '/category/black-tea');
    // A sub-category without children is a tile itself.
    expect(within(panel).getByRole('link', { name: 'Spices' })).toHaveAttribute('href', '/category/spices');
  });

  it('shows tiles with lazy pictures of a set size, and a neutral tile without one', async () => {
    const user = userEvent.setup();
    show();
    await user.click(toggle('Food & Grocery'));
    const black = screen.getByRole('link', { name: 'Black tea' }).querySelector('img')!;
    expect(black).toHaveAttribute('src', '/storage/category_images/black-tea.svg');
    expect(black).toHaveAttribute('loading', 'lazy');
    expect(black).toHaveAttribute('width', '96');
    expect(black).toHaveAttribute('height', '96');
    expect(screen.getByRole('link', { name: 'Green tea' }).querySelector('img')).toBeNull();
  });

  it('keeps one category open at a time, and closes it again on a second press', async () => {
    const user = userEvent.setup();
    show();
    await user.click(toggle('Food & Grocery'));
    await user.click(toggle('Electronics'));
    expect(toggle('Electronics')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Food & Grocery')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Black tea' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feature phones' })).toHaveAttribute('href', '/category/feature-phones');
    await user.click(toggle('Electronics'));
    expect(toggle('Electronics')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Feature phones' })).not.toBeInTheDocument();
  });

  it('works by keyboard: Tab to a category, Enter opens it, Tab goes into its panel', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    expect(toggle('Food & Grocery')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle('Food & Grocery')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop all Food & Grocery' })).toHaveFocus();
  });

  it('takes its own title, and shows nothing without categories', () => {
    show({ categories: TREE, title: 'Browse' });
    expect(screen.getByRole('navigation', { name: 'Browse' })).toBeVisible();
    const { container } = render(<CategoryMenu {...v.parse(propsSchema, { categories: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('refuses a tree with a malformed category (the runtime shows its note)', () => {
    expect(v.safeParse(propsSchema, { categories: [{ id: 1, name: 'X', slug: 'x', image: null, children: [{ id: 'two' }] }] }).success).toBe(false);
  });
});
