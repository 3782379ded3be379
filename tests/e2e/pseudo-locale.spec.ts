import { expect, type Page, type Response } from '@playwright/test';
import { PSEUDO_LOCALE } from '../../build.mjs';
import { contextFor } from './layout-probes';
import { everyWidgetMounted, test } from './helpers';
import { visitsOf, type Visit } from './visits';

/**
 * The pseudo-locale walk (issue 32): every page of the walk, as a guest, a customer and the admin, with
 * the kit's texts accented, 40 % longer and between ⟦ ⟧ (build/pseudo.mjs). Inside the widgets,
 * every text a shopper reads (text, and the names, placeholders and descriptions assistive
 * technology reads) is either marked or comes from the shop's data (a product's name, a price, a
 * number): anything else is a text left in code, which no translation would reach. And no two
 * texts overlap once they are 40 % longer.
 */

const WIDTH = 1280;

/** The page's data: every string of its props and of the JSON the server answered. */
async function collectData(page: Page): Promise<{ strings: Set<string>; stop: () => void }> {
  const strings = new Set<string>();
  // Values, and an object's keys (a product's specifications are name → value).
  const add = (value: unknown) => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => (strings.add(key), add(item)));
  };
  const unescape = (text: string) =>
    text.replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const addJson = (json: string) => {
    try {
      add(JSON.parse(json));
    } catch {
      // a scenario's broken props
    }
  };
  const onResponse = async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    try {
      if (type.includes('application/json')) add(await response.json());
      else if (type.includes('text/html') && response.request().resourceType() === 'document') {
        // The props the server printed (the mounter takes a props script out when it mounts).
        const page = await response.text();
        for (const [, json] of page.matchAll(/ data-props="([^"]*)"/g)) addJson(unescape(json!));
        for (const [, json] of page.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)) addJson(json!.replace(/\\u003c/g, '<'));
      }
    } catch {
      // a body already gone (a navigation away)
    }
  };
  page.on('response', onResponse);
  return { strings, stop: () => page.off('response', onResponse) };
}

/** What the walk found on a page: texts without marks that are not data, and overlapping texts. */
async function readPage(page: Page, data: Set<string>): Promise<{ unmarked: string[]; overlaps: string[] }> {
  return page.evaluate((dataStrings) => {
    const dataSet = new Set(dataStrings);
    // Longest first: a product's whole name goes before a category's name inside it.
    const dataList = dataStrings.filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
    /** A text with its marked parts and its data taken out: what is left must hold no word. */
    // The browser's stored data too (a guest's cart lives in localStorage).
    for (let i = 0; i < localStorage.length; i++) {
      const add = (value: unknown): void => {
        if (typeof value === 'string') dataList.push(value.trim());
        else if (value && typeof value === 'object') Object.values(value).forEach(add);
      };
      try {
        add(JSON.parse(localStorage.getItem(localStorage.key(i)!) ?? 'null'));
      } catch {
        // not JSON
      }
    }
    dataList.sort((a, b) => b.length - a.length);
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    const inData = (text: string) => text !== '' && (dataSet.has(text) || dataList.some((value) => squash(value).includes(text)));
    const leftOver = (text: string) => {
      if (inData(squash(text))) return '';
      let rest = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      // Marks nest (a name inside a sentence): take the innermost out until none is left.
      while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      rest = rest.replace(/[⟦⟧·]/g, ' ');
      for (const value of dataList) if (rest.includes(value)) rest = rest.split(value).join(' ');
      rest = rest.trim();
      // A piece of the data (a description's HTML is data; its paragraphs are text nodes).
      if (rest === '' || inData(squash(rest))) return '';
      // Money, numbers, dates in digits, punctuation: no words of a language. A unit's letter
      // after a number is one ('1d 2h 3m 4s' was a countdown left in code).
      return /[A-Za-z]{2,}|\d[A-Za-z]\b/.test(rest.replace(/\bLKR\b/g, '')) ? rest : '';
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none' && (el as HTMLElement).offsetParent !== null;
    };
    const unmarked = new Set<string>();
    const where = (el: Element) => `${el.closest('[data-widget]')?.getAttribute('data-widget')}: <${el.tagName.toLowerCase()}>`;
    for (const root of document.querySelectorAll('[data-widget][data-widget-state="mounted"]')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest('script, style, [hidden], [aria-hidden="true"]') || !node.textContent?.trim()) continue;
        const rest = leftOver(node.textContent);
        if (rest) unmarked.add(`${where(parent)} "${rest}"`);
      }
      for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription], [aria-description]')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-description']) {
          const value = el.getAttribute(name);
          const rest = value ? leftOver(value) : '';
          if (rest) unmarked.add(`${where(el)} [${name}] "${rest}"`);
        }
      }
    }
    // Texts side by side: every visible element with text of its own, in the widgets.
    /** The part of an element's box its clipping ancestors let show (a collapsed section's text is cut). */
    const shownBox = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        const box = up.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, top, right, bottom };
    };
    const boxes: { el: Element; box: { left: number; top: number; right: number; bottom: number } }[] = [];
    for (const el of document.querySelectorAll('[data-widget] *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!own || !visible(el)) continue;
      const style = getComputedStyle(el);
      // Visually hidden texts (one pixel, clipped) are read, not seen.
      if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const box = shownBox(el);
      if (box.right - box.left < 4 || box.bottom - box.top < 4) continue;
      boxes.push({ el, box });
    }
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 2 && y > 2) overlaps.push(`${where(a.el)} "${a.el.textContent!.trim().slice(0, 30)}" over ${where(b.el)} "${b.el.textContent!.trim().slice(0, 30)}"`);
      }
    }
    return { unmarked: [...unmarked].sort(), overlaps };
  }, [...data]);
}

for (const who of ['guest', 'customer', 'admin'] as const) {
  test(`pseudo-locale walk as ${who}: every text in the widgets is the catalogue's, and none overlaps another`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page } = await contextFor(browser, who, WIDTH);
    // The language's cookie, so a page that sends the shopper on (a customer's guest checkout
    // goes to the cart) stays in it.
    await context.addCookies([{ name: 'shop_language', value: PSEUDO_LOCALE, url: test.info().project.use.baseURL! }]);
    const findings: string[] = [];
    try {
      for (const visit of visitsOf(who) as Visit[]) {
        const data = await collectData(page);
        await page.goto(visit.path);
        await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
        await everyWidgetMounted(page);
        const { unmarked, overlaps } = await readPage(page, data.strings);
        data.stop();
        findings.push(...unmarked.map((text) => `${visit.path}: a text left in code: ${text}`));
        findings.push(...overlaps.map((text) => `${visit.path}: overlap: ${text}`));
      }
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  });
}
