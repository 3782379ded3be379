import * as v from 'valibot';

export type PropsResult =
  | { ok: true; props: unknown }
  | { ok: false; path: string; reason: string };

/**
 * The raw props of a widget node: `data-props` JSON, or, for large props, the JSON of a child
 * `<script type="application/json">`. No props at all is an empty object.
 */
export function readRawProps(el: Element): PropsResult {
  const attribute = el.getAttribute('data-props');
  const script = el.querySelector(':scope > script[type="application/json"]');
  const text = attribute ?? script?.textContent ?? null;
  if (text === null || text.trim() === '') return { ok: true, props: {} };
  try {
    return { ok: true, props: JSON.parse(text) };
  } catch (error) {
    const where = attribute === null ? 'script[type="application/json"]' : 'data-props';
    return { ok: false, path: where, reason: `not valid JSON (${(error as Error).message})` };
  }
}

/** Parse raw props with the widget's schema; a failure names the first failing path. */
export function parseProps(schema: v.GenericSchema, raw: unknown): PropsResult {
  const result = v.safeParse(schema, raw);
  if (result.success) return { ok: true, props: result.output };
  const issue = result.issues[0];
  return {
    ok: false,
    path: v.getDotPath(issue) ?? '(root)',
    reason: issue.message,
  };
}
