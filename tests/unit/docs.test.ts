// @vitest-environment node
/**
 * The README and docs/ are read on GitHub: every relative link must open a file of the
 * repository and every `#anchor` a heading of its page, and the README stays short enough to be
 * read (under 15 KB) with the details in docs/. Code comments that point to a docs/ section
 * (`docs/<page>.md#<anchor>`) must find that heading too.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_BYTES = 15_000;

/** The documents checked: README.md and every page of docs/, as paths from the repository root. */
function documents(dir: string): string[] {
  const docs = path.join(dir, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`) : [];
  return ['README.md', ...pages.sort()];
}

/** The text outside fenced code blocks and inline code spans, where links and headings live. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}

/**
 * GitHub's anchor for a heading: the text as shown (code spans and links reduced to their
 * text), lower-cased, every character but letters, digits, spaces, '-' and '_' dropped, spaces
 * made '-'; a repeated anchor gets -1, -2, … in order.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Inline links `[text](target)` of the prose; a code span is left out unless it is a link's text. */
function linksOf(markdown: string): string[] {
  const targets = new Set<string>();
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/`[^`]*`(?!\]\()/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.add(match[1]!);
  }
  return [...targets];
}

/** Every broken relative link of the documents under `dir`, as "file: target (why)". */
export function brokenLinks(dir: string, files: string[]): string[] {
  const problems: string[] = [];
  const text = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  for (const file of files) {
    for (const target of linksOf(text(file))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto:
      const [rawPath = '', anchor] = target.split('#', 2);
      const linked = rawPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
      if (linked.startsWith('..') || !existsSync(path.join(dir, linked))) {
        problems.push(`${file}: ${target} (no file ${linked})`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!linked.endsWith('.md') || statSync(path.join(dir, linked)).isDirectory()) {
        problems.push(`${file}: ${target} (an anchor into ${linked}, which is not a markdown page)`);
      } else if (!anchorsOf(text(linked)).has(anchor)) {
        problems.push(`${file}: ${target} (no heading "#${anchor}" in ${linked})`);
      }
    }
  }
  return problems;
}

const SOURCE_FILE = /\.(ts|tsx|mjs|js|php|css)$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'demo-dist', 'vendor', 'docs', 'bench-results', 'test-results']);

/** The source files under `dir` whose comments may name a docs/ section, as paths from `dir`. */
function sourceFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const file = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) return entry.name.startsWith('.') || NOT_SOURCE.has(entry.name) ? [] : sourceFiles(dir, file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * Code comments cite the docs/ section they rely on as `docs/<page>.md#<anchor>`: every such
 * reference in `files` whose page or heading is missing, as "file: reference (why)", so a renamed
 * heading cannot leave a comment pointing nowhere.
 */
export function brokenDocReferences(dir: string, files: string[]): string[] {
  const problems: string[] = [];
  const anchors = new Map<string, Set<string> | null>();
  for (const file of files) {
    for (const [reference, page, anchor] of readFileSync(path.join(dir, file), 'utf8').matchAll(/\bdocs\/([\w-]+\.md)#([\w-]+)/g)) {
      if (!anchors.has(page!)) {
        const pagePath = path.join(dir, 'docs', page!);
        anchors.set(page!, existsSync(pagePath) ? anchorsOf(readFileSync(pagePath, 'utf8')) : null);
      }
      const headings = anchors.get(page!);
      if (headings === null) problems.push(`${file}: ${reference} (no file docs/${page})`);
      else if (!headings!.has(anchor!)) problems.push(`${file}: ${reference} (no heading "#${anchor}" in docs/${page})`);
    }
  }
  return problems;
}

describe('the README and docs/', () => {
  it('link only to files that exist and headings that exist', () => {
    expect(brokenLinks(root, documents(root))).toEqual([]);
  });

  it('have every heading a code comment points to (docs/<page>.md#<anchor>)', () => {
    const files = sourceFiles(root).filter((file) => file !== 'tests/unit/docs.test.ts');
    expect(files.length).toBeGreaterThan(100);
    expect(brokenDocReferences(root, files)).toEqual([]);
  });

  it('keep the README under 15 KB, the details being in docs/', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThan(README_MAX_BYTES);
  });

  it('keep the two commands CI and newcomers rely on', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });
});

describe('the link check', () => {
  it('makes anchors as GitHub does', () => {
    expect(githubSlug('The two commands')).toBe('the-two-commands');
    expect(githubSlug("Find a widget's code")).toBe('find-a-widgets-code');
    expect(githubSlug('`@shopWidgets` completes itself after the page is rendered')).toBe(
      'shopwidgets-completes-itself-after-the-page-is-rendered',
    );
    expect(githubSlug('A failure says its SPEC §8 text first, then why')).toBe('a-failure-says-its-spec-8-text-first-then-why');
    expect(githubSlug("'Coupon created.' / 'Coupon updated.' on the page")).toBe('coupon-created--coupon-updated-on-the-page');
    expect(githubSlug('Catalogue: listings, filters, search and home')).toBe('catalogue-listings-filters-search-and-home');
  });

  it('finds a missing file, a missing heading and an anchor into a file that is no page, in the docs and in code comments', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
    try {
      writeFileSync(path.join(dir, 'README.md'), '# Kit\n\n## The two commands\n\nSee [ok](docs/a.md#part-one), [self](#the-two-commands), [site](https://example.lk/x).\n');
      writeFileSync(path.join(dir, 'code.ts'), 'export {};\n');
      const pages = path.join(dir, 'docs');
      mkdirSync(pages);
      writeFileSync(
        path.join(pages, 'a.md'),
        [
          '# Part one',
          '',
          '```md',
          '[inside a fence](nowhere.md)',
          '```',
          '',
          'Back to [the README](../README.md#the-two-commands), [`code.ts`](../code.ts),',
          '[gone](../gone.md), [no heading](../README.md#the-three-commands), [code anchor](../code.ts#l1),',
          'and `[in code](nowhere.md)`.',
        ].join('\n'),
      );
      writeFileSync(
        path.join(dir, 'code.ts'),
        '/** See docs/a.md#part-one, docs/a.md#part-two and docs/gone.md#part-one. */\nexport {};\n',
      );
      expect(brokenDocReferences(dir, sourceFiles(dir))).toEqual([
        'code.ts: docs/a.md#part-two (no heading "#part-two" in docs/a.md)',
        'code.ts: docs/gone.md#part-one (no file docs/gone.md)',
      ]);
      expect(brokenLinks(dir, documents(dir))).toEqual([
        'docs/a.md: ../gone.md (no file gone.md)',
        'docs/a.md: ../README.md#the-three-commands (no heading "#the-three-commands" in README.md)',
        'docs/a.md: ../code.ts#l1 (an anchor into code.ts, which is not a markdown page)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

