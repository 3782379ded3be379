import { Hono } from 'hono';
import { CALLS, GROUPS, type Call, type ErrorStatus, type Group } from '../../contract/calls';
import { openApiDocument } from '../../contract/openapi';
import type { AppEnv } from '../backend/env';
import { html, type SafeHtml } from './html';
import { page } from './layout';
import { scrollingTable } from './plain';

/**
 * `/__demo/api`: the backend contract (contract/calls.ts, the same document as
 * /build/openapi.json) for people: each call with its method, path, summary, SPEC section,
 * headers, request and answer shapes and errors, and the shapes several calls share.
 */
export const API_PAGE_PATH = '/__demo/api';

type JsonSchema = Record<string, unknown>;

/** The document once: its shapes come from the valibot schemas, which do not change at run time. */
let document: { components: { schemas: Record<string, JsonSchema> } } | null = null;
const doc = () => (document ??= openApiDocument() as typeof document & object);

const REF = '#/components/schemas/';
const shapeId = (name: string) => `shape-${name}`;

const ERROR_TEXTS: Record<ErrorStatus, string> = {
  401: 'not signed in',
  403: 'not allowed',
  404: 'not found',
  409: 'already placed',
  419: 'CSRF token mismatch',
  422: 'validation failed',
  429: 'too soon',
};

/** The catalogue's texts mark code with backticks (CommonMark in the OpenAPI document): `<code>` here. */
const prose = (text: string): SafeHtml => html`${text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}`;

/** A JSON Schema as a TypeScript-like type, named shapes as links to their definition below. */
function shape(schema: JsonSchema | undefined, indent = ''): SafeHtml {
  if (!schema) return html`unknown`;
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(REF)) {
    const name = ref.slice(REF.length);
    return html`<a href="#${shapeId(name)}">${name}</a>`;
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return html`${union.map((member, i) => html`${i ? ' | ' : ''}${shape(member, indent)}`)}`;
  if ('const' in schema) return html`${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum)) return html`${schema.enum.map((value, i) => `${i ? ' | ' : ''}${JSON.stringify(value)}`).join('')}`;
  const type = schema.type;
  if (Array.isArray(type)) return html`${type.join(' | ')}`;
  if (type === 'array') return html`${shape(schema.items as JsonSchema, indent)}[]`;
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    const inner = `${indent}  `;
    const fields = Object.entries(properties).map(
      ([key, value]) => html`\n${inner}${key}${required.has(key) ? '' : '?'}: ${shape(value, inner)}`,
    );
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      fields.push(html`\n${inner}[key: string]: ${shape(schema.additionalProperties as JsonSchema, inner)}`);
    }
    return fields.length ? html`{${fields}\n${indent}}` : html`{}`;
  }
  return html`${typeof type === 'string' ? (type === 'integer' ? 'integer' : type) : 'any'}`;
}

/** The headers a call sends besides the cookie. */
function headers(call: Call): SafeHtml {
  return html`<ul class="api-list">
    <li><code>X-Requested-With: XMLHttpRequest</code></li>
    ${call.writes ? html`<li><code>X-CSRF-TOKEN</code>: the page's <code>csrf-token</code> meta</li>` : ''}
    ${call.idempotencyKey ? html`<li><code>Idempotency-Key</code>: one per attempt (a retry with it is carried out once)</li>` : ''}
  </ul>`;
}

function params(call: Call): SafeHtml | '' {
  const all = [...(call.pathParams ?? []).map((param) => ({ ...param, where: 'path' })), ...(call.query ?? []).map((param) => ({ ...param, where: 'query' }))];
  if (!all.length) return '';
  return html`<dt>Parameters</dt><dd><ul class="api-list">${all.map(
    (param) => html`<li><code>${param.name}</code> (${param.where}, ${param.type}${param.required ? ', required' : ''}${param.enum ? html`: ${param.enum.join(', ')}` : ''}): ${prose(param.description)}</li>`,
  )}</ul></dd>`;
}

/** The body's shape, as the OpenAPI document has it (named shapes link below). */
function bodyShape(call: Call, which: 'request' | 'response'): SafeHtml {
  const op = operations().get(call.id)!;
  const body = (which === 'request' ? op.requestBody : op.responses[call.status]) as { content: Record<string, { schema: JsonSchema }> };
  const content = body.content;
  // A named body is shown in full here (its fields' own named shapes stay links to Shapes).
  const schema = content['application/json']!.schema;
  const ref = typeof schema.$ref === 'string' ? schema.$ref.slice(REF.length) : null;
  const resolved = ref ? doc().components.schemas[ref] : undefined;
  return resolved
    ? html`<code class="api-shape"><a href="#${shapeId(ref!)}">${ref}</a> ${shape(resolved)}</code>`
    : html`<code class="api-shape">${shape(schema)}</code>`;
}

let ops: Map<string, { requestBody?: unknown; responses: Record<string, unknown> }> | null = null;
function operations() {
  if (!ops) {
    ops = new Map();
    const paths = (doc() as unknown as { paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; responses: Record<string, unknown> }>> }).paths;
    for (const byMethod of Object.values(paths)) for (const op of Object.values(byMethod)) ops.set(op.operationId, op);
  }
  return ops;
}

function callSection(call: Call): SafeHtml {
  return html`<section class="api-call" id="${call.id}" aria-labelledby="${call.id}-title">
  <h3 id="${call.id}-title"><span class="api-method api-method--${call.method.toLowerCase()}">${call.method}</span> <code>${call.path}</code></h3>
  <p class="api-summary">${call.summary}</p>
  ${call.description ? html`<p>${prose(call.description)}</p>` : ''}
  <dl class="api-facts">
    <dt>Source</dt><dd>${call.spec === 'ours' ? 'Ours (SPEC §7 does not show it)' : `SPEC ${call.spec}`}</dd>
    <dt>Who</dt><dd>${call.roles.join(', ')}</dd>
    <dt>Headers</dt><dd>${headers(call)}</dd>
    ${params(call)}
    ${call.request ? html`<dt>Request body${call.formRequest ? ' (JSON or form fields)' : ''}</dt><dd>${bodyShape(call, 'request')}</dd>` : ''}
    <dt>Answer ${call.status}</dt><dd>${bodyShape(call, 'response')}</dd>
    <dt>Errors</dt><dd>${call.errors.length ? call.errors.map((status, i) => html`${i ? ', ' : ''}<a href="#errors">${status}</a> ${ERROR_TEXTS[status]}`) : 'none of its own'}${call.other422 ? html`; its 422 may also be ${shape((operations().get(call.id)!.responses['422'] as { content: Record<string, { schema: { oneOf: JsonSchema[] } }> }).content['application/json']!.schema.oneOf[1])}` : ''}</dd>
  </dl>
</section>`;
}

export function apiPage(): SafeHtml {
  const groups = Object.keys(GROUPS) as Group[];
  const shapes = Object.entries(doc().components.schemas);
  return html`<h1>The backend contract</h1>
<p>Every call the widgets make to the Laravel backend: the calls of SPEC §7 and the kit's own
("ours"), with the bodies the widgets send and the answers they accept (their valibot schemas,
<code>contract/calls.ts</code>). The same contract for tools: <a href="/build/openapi.json">openapi.json (OpenAPI 3.1)</a>.
Check a running backend against it with <code>npm run contract -- --base https://staging.example.lk</code>
(<code>--help</code> says what it needs).</p>
<h2>Every call</h2>
<ul>
  <li>Same origin, with the session cookie (Laravel's <code>laravel_session</code>; a guest has one too).</li>
  <li><code>X-Requested-With: XMLHttpRequest</code> and <code>Accept: application/json</code>: errors answer as JSON, never a redirect.</li>
  <li>Every write (POST, PUT): <code>X-CSRF-TOKEN</code> from the page's <code>&lt;meta name="csrf-token"&gt;</code>; 419 when it does not match.</li>
  <li>Order calls (and the address save and the cart merge): <code>Idempotency-Key</code>; the same key again is carried out once.</li>
</ul>
<h2 id="errors">Errors</h2>
${scrollingTable('Error answers', html`<table class="catalogue">
  <caption class="visually-hidden">Error answers</caption>
  <thead><tr><th scope="col">Status</th><th scope="col">Body</th><th scope="col">When</th></tr></thead>
  <tbody>
    <tr><th scope="row">401</th><td><code>{ message }</code></td><td>Not signed in ('Unauthenticated.')</td></tr>
    <tr><th scope="row">403</th><td><code>{ message }</code></td><td>A shopper on an admin call ('This action is unauthorized.'); an address before the mobile is verified</td></tr>
    <tr><th scope="row">404</th><td><code>{ message }</code></td><td>Unknown, or another shopper's</td></tr>
    <tr><th scope="row">409</th><td><code>{ message }</code></td><td>The order was placed already ('This order has already been placed successfully. Thank you!')</td></tr>
    <tr><th scope="row">419</th><td><code>{ message }</code></td><td>CSRF token mismatch</td></tr>
    <tr><th scope="row">422</th><td><code>{ message, errors: { field: [text] } }</code></td><td>Validation failed (Laravel's); the code checks answer <code>{ error }</code></td></tr>
    <tr><th scope="row">429</th><td><code>{ message }</code></td><td>A code asked for again too soon</td></tr>
  </tbody>
</table>`)}
<nav aria-label="Groups of calls"><h2>Calls</h2><ul>${groups.map(
    (group) => html`<li><a href="#group-${group.replace(/\s+/g, '-').toLowerCase()}">${group}</a>: ${CALLS.filter((call) => call.group === group).length} calls</li>`,
  )}<li><a href="#shapes">Shapes</a> several calls share</li></ul></nav>
${groups.map(
    (group) => html`<section class="api-group" aria-labelledby="group-${group.replace(/\s+/g, '-').toLowerCase()}">
  <h2 id="group-${group.replace(/\s+/g, '-').toLowerCase()}">${group}</h2>
  <p>${GROUPS[group]}</p>
  ${CALLS.filter((call) => call.group === group).map(callSection)}
</section>`,
  )}
<section aria-labelledby="shapes"><h2 id="shapes">Shapes</h2>
<p>The named shapes above, as the code names them (<code>shared/&lt;group&gt;/api/</code> and <code>widgets/&lt;name&gt;/api.ts</code>, less "Schema"). A field with <code>?</code> may be left out.</p>
<dl class="api-shapes">${shapes.map(([name, schema]) => html`<dt id="${shapeId(name)}"><code>${name}</code></dt><dd><code class="api-shape">${shape(schema)}</code></dd>`)}</dl>
</section>`;
}

export const apiPages = new Hono<AppEnv>().get(API_PAGE_PATH, (c) => page(c, { title: 'The backend contract', body: apiPage() }));
