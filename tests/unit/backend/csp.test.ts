// @vitest-environment node
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../demo-pages/backend/app';
import { FULL_GUEST_CHECKOUT_PATH } from '../../../demo-pages/pages/guest-checkout-page';
import { notFoundPage, pageRoutes } from '../../../demo-pages/pages/routes';
import { createSite } from '../../../demo-pages/server/site';
import { client } from './client';

// dist/ comes from a build, which the unit tests do not run: a stand-in manifest with integrity.
vi.mock('../../../demo-pages/pages/manifest', () => ({
  manifest: () => ({
    loader: { file: 'loader.js', imports: ['core.js'] },
    theme: { css: 'theme.css' },
    widgets: {
      'cart-link': { file: 'widget-cart-link.js', css: ['theme.css'], imports: ['core.js'], parts: {} },
    },
    integrity: { 'core.js': 'sha384-core', 'loader.js': 'sha384-loader', 'theme.css': 'sha384-theme', 'widget-cart-link.js': 'sha384-cart' },
  }),
  BUILD_URL: '/build',
  buildUrl: (name: string) => `/build/${name}`,
  // server/site.ts points the manifest at dist/ on import; the stand-in above answers instead.
  setManifestSource: () => undefined,
}));

const open = async (path: string) => {
  const browser = client(createBackend({ pages: pageRoutes, notFoundPage }));
  const response = await browser.sendUnlanded('GET', path, undefined, { Accept: 'text/html' });
  return { policy: response.headers.get('Content-Security-Policy'), text: await response.text() };
};

describe('the demo shop’s Content-Security-Policy', () => {
  it('sends a strict nonce policy with every page, a fresh nonce each time', async () => {
    const first = await open('/');
    const second = await open('/');
    const nonceOf = (policy: string | null) => /script-src 'nonce-([A-Za-z0-9+/=]{22,})' 'strict-dynamic'/.exec(policy ?? '')?.[1];
    expect(nonceOf(first.policy)).toBeDefined();
    expect(nonceOf(first.policy)).not.toBe(nonceOf(second.policy));
    expect(first.policy).toBe(
      `default-src 'self'; script-src 'nonce-${nonceOf(first.policy)}' 'strict-dynamic' 'report-sample'; style-src 'self' 'nonce-${nonceOf(first.policy)}' 'report-sample'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
    );
  });

  it('puts the nonce on every script and stylesheet the pages print, and integrity on the kit’s', async () => {
    for (const path of ['/', '/products/25', '/cart', '/no-such-page', FULL_GUEST_CHECKOUT_PATH, '/__demo/scenarios/late-widgets']) {
      const { policy, text } = await open(path);
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(nonce, path).toBeDefined();
      const tags = [...text.matchAll(/<script\b[^>]*>|<link rel="(?:stylesheet|modulepreload)"[^>]*>/g)].map((match) => match[0]);
      expect(tags.length, path).toBeGreaterThan(3);
      for (const tag of tags) {
        // JSON data blocks do not run: a widget's props script needs no nonce.
        if (tag === '<script type="application/json">') continue;
        expect(tag, path).toContain(` nonce="${nonce}"`);
      }
      expect(text, path).toContain('<script type="module" src="/build/loader.js" integrity="sha384-loader" nonce=');
      // No `style` attribute, no inline handler in what the server prints.
      expect(text, path).not.toMatch(/<[^>]+\s(?:style|on[a-z]+)=/);
    }
  });

  it('sends no policy with JSON answers', async () => {
    const browser = client(createBackend({ pages: pageRoutes, notFoundPage }));
    const response = await browser.sendUnlanded('GET', '/auth/status');
    expect(response.headers.get('Content-Type')).toMatch(/json/);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });
});

describe('the demo site’s Content-Security-Policy', () => {
  it('gives a page the nonce of its own policy, also when the site answers an unknown address', async () => {
    const { site } = createSite({ demoAssets: tmpdir() });
    for (const path of ['/', '/no-such-page']) {
      const response = await site.request(path, { headers: { Accept: 'text/html' } });
      const policy = response.headers.get('Content-Security-Policy');
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(nonce, path).toBeDefined();
      const printed = [...(await response.text()).matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(printed.length, path).toBeGreaterThan(3);
      expect(new Set(printed), path).toEqual(new Set([nonce]));
    }
  });
});
