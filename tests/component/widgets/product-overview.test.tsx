import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { overview } from '../../../demo-pages/backend/presenters';
import { activeProduct } from '../../../demo-pages/backend/services/catalogue';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import type { Overview } from '../../../widgets/product-overview/api';
import { OVERVIEW_CLIP_PX } from '../../../shared/core/constants';
import productOverview from '../../../widgets/product-overview/product-overview-widget';
import type * as Sanitize from '../../../shared/html/sanitize';
import { sanitizeHtml } from '../../../shared/html/sanitize';
import { startBackend } from '../../helpers/backend';

// The real sanitiser, watched: a description of plain formatting must not need it (its chunk,
// DOMPurify, is the biggest download of the product page).
vi.mock('../../../shared/html/sanitize', async (original) => {
  const real = await original<typeof Sanitize>();
  return { ...real, sanitizeHtml: vi.fn(real.sanitizeHtml) };
});

const backend = startBackend();
const { Component: ProductOverview, propsSchema } = productOverview;

/** The block's props as the product page prints them, from the live store. */
function overviewOf(id: number): Overview {
  return overview(activeProduct(backend.store, id)!);
}

/** Props go through the widget's own schema, as the loader does with data-props. */
function props(data: unknown): Overview {
  return v.parse(propsSchema, data);
}

/** happy-dom lays nothing out: every element reports this content height. */
let contentHeight = 0;

/** A ResizeObserver the test can fire, remembering what it watches and whether it let go. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

beforeEach(() => {
  contentHeight = 0;
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
  // happy-dom breaks DOMPurify, so the sanitiser fails closed to plain text and says so once.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(sanitizeHtml).mockClear();
});

function region() {
  return screen.getByRole('region', { name: 'Overview' });
}

describe('product-overview', () => {
  it('shows the title, highlights, description and specifications the page printed', () => {
    const product = activeProduct(backend.store, SEED_IDS.manyReviewsProduct)!;
    render(<ProductOverview {...props(overviewOf(product.id))} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: 'Highlights' });
    expect(within(highlights).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      product.highlights,
    );
    expect(region()).toHaveTextContent(product.small_description);

    const table = screen.getByRole('table', { name: 'Specifications' });
    for (const [name, value] of Object.entries(product.specifications)) {
      const header = within(table).getByRole('rowheader', { name });
      expect(header).toHaveAttribute('scope', 'row');
      expect(header.closest('tr')).toHaveTextContent(`${name}${value}`);
    }
  });

  it('never lets the hostile description of product 59 reach the page', async () => {
    const hostile = props(overviewOf(SEED_IDS.hostileProduct));
    expect(hostile.description?.content.value).toMatch(/onerror=.*<script>/s);
    const { container } = render(<ProductOverview {...hostile} />);

    expect(await within(region()).findByText(/Note from the supplier:/)).toBeInTheDocument();
    expect(sanitizeHtml).toHaveBeenCalledWith(hostile.description?.content.value);
    expect(container.querySelector('script, iframe, object, embed, svg, style')).toBeNull();
    expect(container.querySelector('[onerror], [onload], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|<script|alert\(/);
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows a description of plain formatting as written, without loading the sanitiser', () => {
    const product = activeProduct(backend.store, SEED_IDS.manyReviewsProduct)!;
    render(<ProductOverview {...props(overviewOf(product.id))} />);

    const name = within(region()).getByText(product.name, { selector: 'strong' });
    expect(name.closest('p')).toHaveTextContent(product.small_description);
    expect(within(region()).getAllByRole('list')).toHaveLength(2);
    expect(sanitizeHtml).not.toHaveBeenCalled();
  });

  it.each([
    ['a link', '<p>See <a href="javascript:alert(1)">the maker</a>.</p>', 'See the maker.'],
    ['an image', '<p>Look<img src="x" onerror="alert(1)"></p>', 'Look'],
    ['a comment', '<p>Fine<!-- <img src=x onerror=alert(1)> --></p>', 'Fine'],
    ['a tag with attributes', '<p onclick="alert(1)">Click</p>', 'Click'],
    ['a lone angle bracket', '<p>5 < 6</p>', '5 < 6'],
  ])('sends a description with %s through the sanitiser before showing it', async (_, html, text) => {
    const { container } = render(<ProductOverview {...props({ description: { content: { value: html } } })} />);

    expect(await within(region()).findByText(text)).toBeInTheDocument();
    expect(sanitizeHtml).toHaveBeenCalledWith(html);
    expect(container.querySelector('[onerror], [onclick], a[href^="javascript"]')).toBeNull();
  });

  it('clips content taller than 160 px and toggles See More / See Less', async () => {
    contentHeight = 420;
    const user = userEvent.setup();
    render(<ProductOverview {...props(overviewOf(SEED_IDS.manyReviewsProduct))} />);

    const toggle = screen.getByRole('button', { name: 'See More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const clip = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(region()).toContainElement(clip);
    expect(clip).toHaveStyle({ maxHeight: `${OVERVIEW_CLIP_PX}px` });

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('See Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(clip.style.maxHeight).toBe('');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('See More');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(clip).toHaveStyle({ maxHeight: `${OVERVIEW_CLIP_PX}px` });
  });

  it('shows everything, with no button, when the content fits', () => {
    contentHeight = OVERVIEW_CLIP_PX;
    render(<ProductOverview {...props(overviewOf(SEED_IDS.manyReviewsProduct))} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(region().querySelector('[style*="max-height"]')).toBeNull();
  });

  it('measures again when the content grows (images loading) and lets go on unmount', () => {
    contentHeight = 100;
    const { unmount } = render(<ProductOverview {...props(overviewOf(SEED_IDS.manyReviewsProduct))} />);
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

    const [observer] = FakeResizeObserver.instances;
    expect(observer!.observed).toHaveLength(1);
    contentHeight = 300;
    act(() => observer!.fire());
    expect(screen.getByRole('button', { name: 'See More' })).toBeInTheDocument();

    // An image finishing late inside the content is caught too (load does not bubble).
    contentHeight = 100;
    fireEvent.load(within(region()).getAllByRole('listitem')[0]!);
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

    unmount();
    expect(observer!.disconnected).toBe(true);
  });

  it("uses 'Overview' and our sub-titles when the server sends none, and skips empty parts", () => {
    const bare = props({
      description: { content: { value: '<p>Plain words.</p>' } },
      highlights: { content: { values: ['Hand made'] } },
      specifications: { content: { Weight: '1 kg' } },
    });
    render(<ProductOverview {...bare} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Highlights' })).toHaveTextContent('Hand made');
    expect(screen.getByRole('table', { name: 'Specifications' })).toHaveTextContent('Weight1 kg');
    expect(region()).toHaveTextContent('Plain words.');
  });

  it('uses the title the server gives, and renders nothing when there is nothing to show', () => {
    const { unmount } = render(
      <ProductOverview {...props({ description: { title: 'About this tea', content: { value: 'Fresh.' } } })} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About this tea' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    const { container } = render(
      <ProductOverview {...props({ description: { content: { value: '  ' } }, highlights: { content: { values: [] } } })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
