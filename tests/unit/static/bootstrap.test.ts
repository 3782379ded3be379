// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_TEXTS } from '../../../demo-pages/static/bootstrap-texts';
import { setPageUrl } from '../../helpers/page-url';

/** The bootstrap page as build.ts writes it, at `url`, then its script run. */
async function bootstrapAt(url: string) {
  setPageUrl(url);
  document.body.innerHTML = `<main><p id="bootstrap-status" role="status">${BOOTSTRAP_TEXTS.starting}</p></main>`;
  vi.resetModules();
  await import('../../../demo-pages/static/bootstrap');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.getElementById('bootstrap-status')!.textContent;
}

describe('the static demo’s bootstrap page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opened from a file, says in one sentence that it needs serving over HTTP, and how', async () => {
    expect(await bootstrapAt('file:///home/qa/demo-dist/index.html')).toBe(BOOTSTRAP_TEXTS.fileUrl);
    expect(BOOTSTRAP_TEXTS.fileUrl).toMatch(/npx http-server demo-dist/);
  });

  it('in a browser without service workers, says the shop cannot start there', async () => {
    vi.stubGlobal('navigator', { userAgent: 'old browser' });
    expect(await bootstrapAt('https://demo.example/products/25')).toBe(BOOTSTRAP_TEXTS.unsupported);
  });
});
