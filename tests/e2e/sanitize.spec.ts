import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { test } from './helpers';
import { build, type Plugin } from 'esbuild';
import { addressForm } from '../../demo-pages/backend/routes/addresses';
import { HOSTILE_HTML } from '../../demo-pages/backend/seed/products';
import { chromiumLaunchOptions, HEADLESS_SHELL } from '../chromium';

/**
 * shared/html/sanitize.ts is tested where it runs: in Chromium (with the browser tests, so that
 * `npm test` needs no browser). DOMPurify cannot work in happy-dom
 * (its Node.prototype.nodeName getter returns '' for elements, happy-dom#2182, and DOMPurify's
 * authors do not support it), so the module is bundled and loaded into a real page at a
 * made-up origin, and every hostile input is sanitised, then inserted into the live document
 * to check that nothing runs and nothing dangerous is left.
 */

const ORIGIN = 'http://shop.test';
const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'em', 'b', 'i', 'u', 'span', 'blockquote', 'ul', 'ol', 'li',
  'h3', 'h4', 'h5', 'h6', 'a', 'img', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody',
  'tfoot', 'tr', 'th', 'td',
]);

interface Inspection {
  html: string;
  tags: string[];
  attributes: string[];
  urls: string[];
  /** True when any payload managed to call `pwn()` once the output was in the page. */
  pwned: boolean;
}

declare global {
  interface Window {
    shopSanitize: { sanitizeHtml(html: string): string; sanitizeFormHtml(html: string): string };
    pwned: boolean;
    pwn(): void;
  }
}

let browser: Browser;
let page: Page;

async function bundle(plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    entryPoints: ['shared/html/sanitize.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'shopSanitize',
    write: false,
    target: 'es2022',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

async function openPage(script: string): Promise<Page> {
  const opened = await browser.newPage();
  await opened.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>t</title><body></body>' }),
  );
  await opened.goto(`${ORIGIN}/`);
  await opened.addScriptTag({ content: script });
  await opened.evaluate(() => {
    window.pwned = false;
    window.pwn = () => {
      window.pwned = true;
    };
  });
  return opened;
}

/** Sanitise in the page, put the result into the live document, and report what is there. */
function inspect(html: string, on: Page = page, profile: 'sanitizeHtml' | 'sanitizeFormHtml' = 'sanitizeHtml'): Promise<Inspection> {
  return on.evaluate(async ({ dirty, profile }) => {
    window.pwned = false;
    const clean = window.shopSanitize[profile](dirty);
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.append(host);
    // Give error and load handlers the chance to fire, had any survived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const elements = Array.from(host.querySelectorAll('*'));
    const result = {
      html: clean,
      tags: elements.map((element) => element.localName),
      attributes: elements.flatMap((element) => element.getAttributeNames()),
      urls: elements.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'data', 'srcset', 'xlink:href']
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null),
      ),
      pwned: window.pwned,
    };
    host.remove();
    return result;
  }, { dirty: html, profile });
}

function expectHarmless(result: Inspection) {
  expect(result.pwned, result.html).toBe(false);
  for (const tag of result.tags) expect(ALLOWED_TAGS.has(tag), `<${tag}> in ${result.html}`).toBe(true);
  for (const attribute of result.attributes) {
    expect(attribute.startsWith('on'), `${attribute} in ${result.html}`).toBe(false);
    expect(['style', 'id', 'name', 'class', 'target', 'srcset', 'action'], result.html).not.toContain(attribute);
  }
  for (const url of result.urls) expect(url, result.html).toMatch(/^(https?:\/\/|\/(?!\/))/);
  expect(result.html).not.toMatch(/javascript:|data:|vbscript:/i);
}

test.beforeAll(async () => {
  const script = await bundle();
  browser = await chromium.launch(chromiumLaunchOptions([], HEADLESS_SHELL));
  page = await openPage(script);
});

test.afterAll(async () => {
  await browser?.close();
});

test.describe('sanitizeHtml in Chromium', () => {
  test('keeps harmless formatting as it is', async () => {
    const html =
      '<p><strong>Bold</strong>, <em>em</em>, <b>b</b>, <i>i</i>, <u>u</u> and <span>span</span><br>next line</p>' +
      '<h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>' +
      '<table><caption>Sizes</caption><thead><tr><th scope="col">Size</th><th scope="col">Chest</th></tr></thead>' +
      '<tbody><tr><th scope="row">M</th><td colspan="1">96 cm</td></tr></tbody></table>';
    const result = await inspect(html);
    expectHarmless(result);
    expect(result.html).toBe(html);
  });

  test('drops headings above h3 and unknown tags but keeps their text', async () => {
    const result = await inspect('<h1>Big</h1><h2>Bigger</h2><div><section>Inside</section></div>');
    expectHarmless(result);
    expect(result.html).toBe('BigBiggerInside');
  });

  test('neutralises the seeded hostile description (img onerror + script)', async () => {
    const result = await inspect(`<p>Note from the supplier: ${HOSTILE_HTML}</p>`);
    expectHarmless(result);
    expect(result.tags).toEqual(['p', 'img']);
    expect(result.html).not.toContain('alert');
    // A relative address resolves on this site; the image is inert, decorative and lazy.
    expect(result.html).toBe(
      `<p>Note from the supplier: <img src="${ORIGIN}/x" alt="" loading="lazy" decoding="async"></p>`,
    );
  });

  for (const [name, html] of [
    ['script', '<script>pwn()</script><p>after</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script><p>after</p>'],
    ['event handlers on allowed tags', '<p onclick="pwn()" onmouseover="pwn()">after</p>'],
    ['img onerror', '<img src="/missing.png" onerror="pwn()"><p>after</p>'],
    ['img onload', '<img src="/ok.png" onload="pwn()"><p>after</p>'],
    ['svg onload', '<svg onload="pwn()"><circle r="1"></circle></svg><p>after</p>'],
    ['svg with script', '<svg><script>pwn()</script></svg><p>after</p>'],
    ['svg animate href', '<svg><a><animate attributeName="href" to="javascript:pwn()"/><text y="9">x</text></a></svg><p>after</p>'],
    ['style element', '<style>@import "https://evil.example/x.css"; p { color: red }</style><p>after</p>'],
    ['style attribute', '<p style="background: url(javascript:pwn())">after</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>after</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>parent.pwn()</script>"></iframe><p>after</p>'],
    ['object and embed', '<object data="javascript:pwn()"></object><embed src="javascript:pwn()"><p>after</p>'],
    ['form and inputs', '<form action="https://evil.example"><input name="password" type="password"><button formaction="javascript:pwn()">Go</button><textarea>t</textarea><select><option>o</option></select></form><p>after</p>'],
    ['meta refresh, base and link', '<meta http-equiv="refresh" content="0;url=javascript:pwn()"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>after</p>'],
    ['template', '<template><img src="x" onerror="pwn()"></template><p>after</p>'],
    ['details ontoggle', '<details open ontoggle="pwn()"><summary>s</summary></details><p>after</p>'],
    ['split script', '<scr<script>ipt>pwn()</script><p>after</p>'],
    ['doubled brackets', '<<script>script>pwn()<</script>/script><p>after</p>'],
    ['math mglyph mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=pwn()></style></mglyph></table></mtext></math><p>after</p>'],
    // The parser swallows what follows into the <style>, which is then removed: nothing left.
    ['form math mXSS', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=pwn()>after'],
    ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=pwn()>">x</p></noscript><p>after</p>'],
    ['svg style breakout', '<svg><style><img src=x onerror=pwn()></style></svg><p>after</p>'],
    ['DOM clobbering ids and names', '<img name="getElementById" src="/a.png"><p id="csrf-token" name="cookie" class="shop-card">after</p>'],
    ['data attributes and aria', '<p data-bind="pwn()" aria-hidden="true">after</p>'],
  ] as const) {
    test(`removes ${name}`, async () => {
      const result = await inspect(html);
      expectHarmless(result);
      if (name !== 'form math mXSS') expect(result.html).toContain('after');
      // What survives is inert text at most (a split "<scr<script>ipt>" leaves "ipt&gt;pwn()").
      const markup = (result.html.match(/<[^>]*>/g) ?? []).join('');
      expect(markup).not.toMatch(/pwn|evil\.example/);
    });
  }

  for (const [name, href] of [
    ['javascript:', 'javascript:pwn()'],
    ['mixed case', 'JaVaScRiPt:pwn()'],
    ['leading spaces', '   javascript:pwn()'],
    ['tab inside the scheme', 'java\tscript:pwn()'],
    ['entity-encoded', '&#106;avascript:pwn()'],
    ['hex entity with a tab', 'java&#x09;script:pwn()'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5wd24oKTwvc2NyaXB0Pg=='],
    ['mailto: (not http)', 'mailto:someone@example.com'],
  ] as const) {
    test(`keeps the text of a link but drops a ${name} href`, async () => {
      const result = await inspect(`<p><a href="${href}" onclick="pwn()">Click me</a></p>`);
      expectHarmless(result);
      expect(result.html).toBe('<p><a>Click me</a></p>');
    });
  }

  test('keeps http(s) and same-origin links, without a target, and with rel="noopener noreferrer"', async () => {
    const result = await inspect(
      '<p><a href="https://example.com/tea?x=1" target="_blank">Tea board</a> ' +
        '<a href="/products/1">Tea</a> <a href="http://example.org/">Old</a></p>',
    );
    expectHarmless(result);
    expect(result.html).toBe(
      '<p><a href="https://example.com/tea?x=1" rel="noopener noreferrer">Tea board</a> ' +
        '<a href="/products/1" rel="noopener noreferrer">Tea</a> ' +
        '<a href="http://example.org/" rel="noopener noreferrer">Old</a></p>',
    );
  });

  test('keeps images with http(s) or same-origin sources (decorative without alt) and drops the rest whole', async () => {
    const result = await inspect(
      '<p>' +
        '<img src="https://cdn.example.com/a.jpg" alt="Front" width="40" height="30" srcset="javascript:pwn() 1x" style="x">' +
        '<img src="/storage/product_images/b.jpg" alt="Back">' +
        '<img src="data:image/svg+xml,%3Csvg onload=pwn()%3E" alt="Data">' +
        '<img src="javascript:pwn()" alt="Script">' +
        '<img alt="No source">' +
        '<img src="/decor.png">' +
        '</p>',
    );
    expectHarmless(result);
    expect(result.tags).toEqual(['p', 'img', 'img', 'img']);
    expect(result.html).toBe(
      '<p><img src="https://cdn.example.com/a.jpg" alt="Front" width="40" height="30" loading="lazy" decoding="async">' +
        '<img src="/storage/product_images/b.jpg" alt="Back" loading="lazy" decoding="async">' +
        '<img src="/decor.png" alt="" loading="lazy" decoding="async"></p>',
    );
  });

  test('returns an empty string for empty input and leaves plain text alone', async () => {
    expect(await page.evaluate(() => window.shopSanitize.sanitizeHtml(''))).toBe('');
    expect(await page.evaluate(() => window.shopSanitize.sanitizeHtml('5 < 6 & "tea"'))).toBe(
      '5 &lt; 6 &amp; "tea"',
    );
  });
});

test.describe('sanitizeFormHtml in Chromium (the server\'s address form)', () => {
  const FORM_TAGS = new Set(['form', 'fieldset', 'legend', 'label', 'input', 'select', 'option', 'optgroup', 'textarea', 'button', 'div', 'p', 'span', 'small', 'strong', 'em', 'br']);
  const inspectForm = (html: string) => inspect(html, page, 'sanitizeFormHtml');

  function expectHarmlessForm(result: Inspection) {
    expect(result.pwned, result.html).toBe(false);
    for (const tag of result.tags) expect(FORM_TAGS.has(tag), `<${tag}> in ${result.html}`).toBe(true);
    for (const attribute of result.attributes) {
      expect(attribute.startsWith('on'), `${attribute} in ${result.html}`).toBe(false);
      expect(['style', 'formaction', 'src', 'href', 'srcdoc'], result.html).not.toContain(attribute);
    }
    // A form posts to this site only.
    for (const url of result.urls) expect(url, result.html).toMatch(/^\/(?![/\\])/);
    expect(result.html).not.toMatch(/javascript:|data:|vbscript:/i);
  }

  test('keeps the reference backend\'s address form whole: its fields, labels, action and method', async () => {
    const form = addressForm({ id: 2, name: 'Nimal', email: null, mobile: '94771234567', mobile_verified: true, is_admin: false, is_guest: false });
    const result = await inspectForm(form);
    expectHarmlessForm(result);
    expect(result.html).toContain('<form method="post" action="/user/address/store" novalidate="">');
    for (const name of ['nickname', 'receiver_phone_number', 'street', 'city', 'state', 'postal_code', 'country', 'is_primary']) {
      expect(result.html).toContain(`name="${name}"`);
      expect(result.html).toContain(`for="address-form-${name}"`);
    }
    expect(result.html).toContain('<button type="submit">');
    expect(result.html).toContain('value="+94 77 123 4567"');
  });

  for (const [name, html, kept] of [
    ['another site\'s action', '<form action="https://evil.example/steal" method="post"><input name="street"></form>', '<form method="post"><input name="street"></form>'],
    ['a protocol-relative action', '<form action="//evil.example/steal"><input name="street"></form>', '<form><input name="street"></form>'],
    ['a backslash action', '<form action="/\\evil.example/steal"><input name="street"></form>', '<form><input name="street"></form>'],
    ['a javascript: action', '<form action="javascript:pwn()"><input name="street"></form>', '<form><input name="street"></form>'],
    ['a dialog method', '<form action="/ok" method="dialog"><input name="street"></form>', '<form action="/ok"><input name="street"></form>'],
    ['handlers and autofocus', '<form action="/ok" onsubmit="pwn()"><input name="street" onfocus="pwn()" autofocus></form>', '<form action="/ok"><input name="street"></form>'],
    ['a formaction button', '<form action="/ok"><button formaction="https://evil.example" type="submit">Save</button></form>', '<form action="/ok"><button type="submit">Save</button></form>'],
    ['file, image and colour fields', '<form action="/ok"><input type="file" name="f"><input type="image" src="/x.png"><input type="color" name="c"><input name="street"></form>', '<form action="/ok"><input name="street"></form>'],
    ['scripts, styles and images', '<form action="/ok"><script>pwn()</script><style>input{}</style><img src="x" onerror="pwn()"><input name="street" style="color:red"></form>', '<form action="/ok"><input name="street"></form>'],
    ['a textarea breakout', '<form action="/ok"><textarea name="t"></textarea><img src=x onerror=pwn()></textarea></form>', '<form action="/ok"><textarea name="t"></textarea></form>'],
  ] as const) {
    test(`removes ${name}`, async () => {
      const result = await inspectForm(html);
      expectHarmlessForm(result);
      expect(result.html).toBe(kept);
    });
  }
});

test.describe('sanitizeHtml where DOMPurify cannot work', () => {
  /** Replace DOMPurify with a stand-in that gives its input back, as it does when unsupported. */
  function stub(isSupported: boolean): Plugin {
    const source = `
      const instance = { isSupported: ${isSupported}, sanitize: (dirty) => dirty, addHook() {} };
      export default Object.assign(() => instance, instance);`;
    return {
      name: 'stub-dompurify',
      setup(stubBuild) {
        stubBuild.onResolve({ filter: /^dompurify$/ }, () => ({ path: 'dompurify', namespace: 'stub' }));
        stubBuild.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: source, loader: 'js' }));
      },
    };
  }

  for (const [name, isSupported] of [
    ['unsupported (DOMPurify returns its input)', false],
    ['broken (it runs but removes nothing)', true],
  ] as const) {
    test(`fails closed to escaped plain text when ${name}`, async () => {
      const broken = await openPage(await bundle([stub(isSupported)]));
      try {
        const result = await inspect(
          `<p>Hello <b>there</b> 5 &lt; 6 &amp; "tea"</p>${HOSTILE_HTML}<style>p{}</style><svg onload="pwn()"></svg>`,
          broken,
        );
        expect(result.pwned).toBe(false);
        expect(result.tags).toEqual([]);
        expect(result.html).toBe('Hello there 5 &lt; 6 &amp; &quot;tea&quot;');
      } finally {
        await broken.close();
      }
    });
  }
});
