/**
 * The demo toolbar on every page of the demo shop (never in the production bundle): sign in as
 * a seeded user, read the codes the shop "sent", make any call fail, reset the shop, and reload
 * the page when the widgets are rebuilt.
 */
import type { AuthUser } from '../../shared/session/api/auth';
import { tellOtherTabs } from '../../shared/core/stores/tabs';

/** What the demo's sign-in and sign-out answer. */
interface SessionAnswer {
  user: AuthUser;
  csrf_token: string;
}

const FAILURES: Record<string, { label: string; fault: Record<string, unknown> }> = {
  '500': { label: '500 server error', fault: { status: 500 } },
  '419': { label: '419 session expired (CSRF)', fault: { status: 419 } },
  '422': { label: '422 validation error', fault: { status: 422 } },
  '401': { label: '401 signed out', fault: { status: 401 } },
  '403': { label: '403 forbidden', fault: { status: 403 } },
  '404': { label: '404 not found', fault: { status: 404 } },
  offline: { label: 'No connection (the call gets no answer)', fault: { dropConnection: true } },
  timeout: { label: 'No answer for 15 s (timeout)', fault: { delayMs: 15_000 } },
  slow: { label: 'Slow: 3 s late', fault: { delayMs: 3_000 } },
  malformed: { label: 'Malformed JSON', fault: { body: 'malformed' } },
  shape: { label: 'Wrong shape', fault: { body: 'wrong-shape' } },
};

const KNOWN_ROUTES = [
  '/auth/status', '/login/send-otp', '/login/verify-otp', '/logout',
  '/cart/count', '/cart/store', '/checkout',
  '/cart/update', '/cart/remove', '/cart/remove-multiple', '/cart/product-discounts',
  '/fetch-product-weights', '/calculate-shipping-cost', '/variation-types', '/cart',
  '/api/wishlist/count', '/wishlist/check', '/wishlist/add', '/wishlist/remove', '/wishlist/view',
  '/product/:id/reviews', '/products/:id/coupons', '/productsInfinit/load', '/api/products/recommended/:categoryId',
];

const SEEDED = [
  { id: 2, label: 'Nimal (customer)' },
  { id: 4, label: 'Kasun (customer)' },
  { id: 1, label: 'Admin' },
];

const STYLES = `
.demo-tools{margin:12px;max-width:min(420px,calc(100vw - 24px));font:14px/1.4 system-ui,sans-serif;color:#1d1d1f}
.demo-tools>details{background:#fff;border:2px solid #4a3aa8;border-radius:10px;box-shadow:0 6px 24px rgb(0 0 0/.2)}
.demo-tools summary{cursor:pointer;padding:10px 14px;font-weight:700;color:#4a3aa8;min-height:24px}
.demo-tools__body{padding:0 14px 14px;max-height:70vh;overflow:auto;display:grid;gap:12px}
.demo-tools__more{position:sticky;bottom:-14px;margin:0 -14px -14px;padding:18px 14px 8px;text-align:center;font-weight:700;color:#4a3aa8;background:linear-gradient(rgb(255 255 255/0),#fff 55%);pointer-events:none}
.demo-tools__more[hidden]{display:none}
@media (max-width:639.98px){.demo-tools{max-width:none}}
dialog .demo-tools{margin:16px 0 0;max-width:none}
.demo-tools h2{font-size:14px;margin:8px 0 4px}
.demo-tools button{min-height:32px;padding:4px 10px;border:1px solid #4a3aa8;border-radius:6px;background:#fff;color:#4a3aa8;font:inherit;cursor:pointer;margin:2px}
.demo-tools button:focus-visible,.demo-tools input:focus-visible,.demo-tools select:focus-visible,.demo-tools summary:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.demo-tools label{display:block;margin:4px 0}
.demo-tools input,.demo-tools select{font:inherit;min-height:32px;width:100%;box-sizing:border-box;border:1px solid #6b6b6b;border-radius:6px;padding:2px 6px}
.demo-tools code{font-size:15px;font-weight:700}
.demo-tools ul{margin:0;padding-left:18px}
.demo-tools__sent{display:block;color:#4d4d4d;overflow-wrap:anywhere}
.demo-tools__status{margin:0;color:#1f5e2c}
`;

async function call(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  return response.json();
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function section(title: string, ...children: (Node | string)[]): HTMLElement {
  return element('section', {}, [element('h2', { textContent: title }), ...children]);
}

/** A link that sets `fault` in the browser that opens it, then shows this page. */
function faultLink(fault: Record<string, unknown>): string {
  const link = new URL('/__demo/faults/link', location.origin);
  for (const [name, value] of Object.entries(fault)) link.searchParams.set(name, String(value));
  link.searchParams.set('to', location.pathname + location.search);
  return link.href;
}

/**
 * Under the static build (a service worker answers this page), where the shop's data lives and
 * which build this is: what a tester writes in a bug report.
 */
function staticBuildNote(): HTMLElement | null {
  if (!navigator.serviceWorker?.controller) return null;
  const note = element('p', {
    textContent: 'This shop runs in your browser: its orders, sign-ins and faults are kept in this browser only.',
  });
  void call('GET', '/__demo/static-build')
    .then((answer) => note.append(` Demo build ${(answer as { version: string }).version}.`))
    .catch(() => undefined);
  return note;
}

function mountToolbar(): void {
  const status = element('p', { className: 'demo-tools__status' });
  status.setAttribute('role', 'status');
  const say = (text: string) => (status.textContent = text);

  const signIn = section(
    'Sign in as',
    ...SEEDED.map((user) =>
      element('button', {
        type: 'button',
        textContent: user.label,
        onclick: async () => {
          const answer = (await call('POST', '/__demo/login-as', { user_id: user.id })) as SessionAnswer;
          // The other open tabs follow, as after the shop's own sign-in.
          tellOtherTabs('session', { user: answer.user, csrfToken: answer.csrf_token });
          location.reload();
        },
      }),
    ),
    element('button', {
      type: 'button',
      textContent: 'Sign out',
      onclick: async () => {
        const answer = (await call('POST', '/__demo/logout')) as SessionAnswer;
        tellOtherTabs('session', { user: null, csrfToken: answer.csrf_token });
        location.reload();
      },
    }),
  );

  const outboxList = element('ul');
  const refreshOutbox = async () => {
    const data = (await call('GET', '/__demo/outbox')) as { messages: { to: string; code: string; purpose: string; text: string; language: string }[] };
    // The code to copy, then the SMS or email as the shopper reads it, in their page's language.
    outboxList.replaceChildren(
      ...(data.messages.length
        ? data.messages
            .slice(0, 5)
            .map((m) =>
              element('li', {}, [
                `${m.purpose} → ${m.to}: `,
                element('code', { textContent: m.code }),
                element('q', { className: 'demo-tools__sent', lang: m.language, textContent: m.text }),
              ]),
            )
        : [element('li', { textContent: 'Nothing sent yet.' })]),
    );
  };
  const outbox = section('Codes sent (outbox)', outboxList, element('button', { type: 'button', textContent: 'Refresh', onclick: refreshOutbox }));

  const routeInput = element('input', { name: 'route', value: KNOWN_ROUTES[0]! });
  routeInput.setAttribute('list', 'demo-tools-routes');
  const routes = element('datalist', { id: 'demo-tools-routes' }, KNOWN_ROUTES.map((r) => element('option', { value: r })));
  const methodSelect = element('select', { name: 'method' }, ['any', 'GET', 'POST', 'PUT', 'DELETE'].map((m) => element('option', { value: m, textContent: m })));
  const failureSelect = element('select', { name: 'failure' }, Object.entries(FAILURES).map(([value, f]) => element('option', { value, textContent: f.label })));
  const timesInput = element('input', { name: 'times', type: 'number', min: '1', placeholder: 'every time' });
  const activeList = element('ul');
  const showFaults = (data: unknown) => {
    const faults = (data as { faults: { route: string; method?: string; status?: number; body?: string; delayMs?: number; dropConnection?: boolean }[] }).faults;
    activeList.replaceChildren(
      ...(faults.length
        ? faults.map((f) => element('li', { textContent: `${f.method ?? 'any'} ${f.route}: ${f.status ?? f.body ?? (f.dropConnection ? 'no connection' : `${f.delayMs} ms late`)}` }))
        : [element('li', { textContent: 'No faults: every call answers normally.' })]),
    );
  };
  const faultForm = element('form', {
    onsubmit: async (event: Event) => {
      event.preventDefault();
      const failure = FAILURES[failureSelect.value]!;
      const fault = {
        route: routeInput.value.trim(),
        ...(methodSelect.value === 'any' ? {} : { method: methodSelect.value }),
        ...(timesInput.value ? { times: Number(timesInput.value) } : {}),
        ...failure.fault,
      };
      showFaults(await call('PUT', '/__demo/faults', fault));
      say(`${fault.route} now fails: ${failure.label}.`);
      shareLink.href = faultLink(fault);
      share.hidden = false;
    },
  }, [
    element('label', {}, ['Route ', routeInput]),
    routes,
    element('label', {}, ['Method ', methodSelect]),
    element('label', {}, ['Failure ', failureSelect]),
    element('label', {}, ['How many times ', timesInput]),
    element('button', { type: 'submit', textContent: 'Make it fail' }),
    element('button', {
      type: 'button',
      textContent: 'Clear all faults',
      onclick: async () => {
        showFaults(await call('DELETE', '/__demo/faults', {}));
        say('Every call answers normally again.');
      },
    }),
  ]);
  // The fault as a link (backend/routes/demo.ts): whoever opens it gets the same failure on this
  // page, in their own browser. What a bug report or a message to a colleague carries.
  const shareLink = element('a', { textContent: 'Link to this fault on this page' });
  const share = element('p', { hidden: true }, [shareLink, ' (copy it into a bug report: whoever opens it sees the same failure)']);
  const faults = section(
    'Make a call fail',
    faultForm,
    share,
    element('h3', { textContent: 'Active faults', className: 'visually-hidden' }),
    activeList,
  );

  const reset = section(
    'Shop data',
    ...[staticBuildNote()].filter((note) => note !== null),
    element('button', {
      type: 'button',
      textContent: 'Reset the shop to its seed',
      onclick: async () => {
        await call('POST', '/__demo/reset');
        localStorage.clear();
        sessionStorage.clear();
        location.reload();
      },
    }),
  );

  // The open panel is taller than a phone's screen: a cue says it scrolls, until its end is seen.
  const more = element('p', { className: 'demo-tools__more', textContent: 'More below ↓', hidden: true });
  more.setAttribute('aria-hidden', 'true');
  const body = element('div', { className: 'demo-tools__body' }, [status, signIn, outbox, faults, reset, more]);
  const showMore = () => (more.hidden = body.scrollTop + body.clientHeight >= body.scrollHeight - more.offsetHeight);
  body.addEventListener('scroll', showMore, { passive: true });
  const details = element('details', {}, [element('summary', { textContent: 'Demo tools' }), body]);
  details.addEventListener('toggle', () => {
    if (details.open) {
      // Demo tools sit at the page's end: the panel opens into view.
      details.scrollIntoView({ block: 'nearest' });
      more.hidden = false;
      showMore();
      void refreshOutbox().then(showMore);
      void call('GET', '/__demo/faults').then(showFaults).then(showMore);
    }
  });
  // The page runs under a nonce CSP (backend/csp.ts): a `<style>` element needs the page's
  // nonce, which the printed scripts' `nonce` property keeps (the attribute reads empty).
  const style = element('style', { textContent: STYLES });
  style.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  const aside = element('aside', { className: 'demo-tools' }, [style, details]);
  aside.setAttribute('aria-label', 'Demo tools');
  document.body.append(aside);
  followModalDialogs(aside);
}

/**
 * A modal dialog makes the rest of the page inert, Demo tools too, yet a code dialog is where a
 * tester needs the outbox: while one is open, Demo tools sit at the end of its scrolling content
 * (after the dialog's own nodes, which React leaves alone: it inserts before its own nodes or
 * appends, and then they are moved back to the end), in the flow, so they cover none of it (fixed
 * over the dialog, they took the click meant for Confirm Order at 375 px), and go back to the
 * page's end once it closes or is removed. Popovers shown over a modal dialog stay inert in
 * Chromium, hence the move.
 */
function followModalDialogs(aside: HTMLElement): void {
  const follow = () => {
    const modal = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal')).at(-1);
    const home = modal ? (modal.querySelector<HTMLElement>('.shop-modal__body') ?? modal) : document.body;
    if (aside.parentElement !== home || (modal && home.lastElementChild !== aside)) home.append(aside);
  };
  new MutationObserver(follow).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  // showModal() and close() may leave no mutation of their own to see (`open` reflects them).
  document.addEventListener('close', follow, true);
}

function liveReload(): void {
  const source = new EventSource('/__demo/live-reload');
  source.addEventListener('rebuilt', () => location.reload());
}

/**
 * The static build's live reload: a page its service worker answered follows a new
 * build. The browser looks for a new sw.js on each navigation (and here when the tab is seen
 * again); the new worker takes over open pages at once and drops the old state (static/worker.ts),
 * so a page drawn from that state (its session's CSRF token, its cart) reloads into the new shop
 * rather than send calls the new one cannot know. Under `npm start` no worker controls the page.
 */
function followNewBuilds(): void {
  const workers = navigator.serviceWorker;
  if (!workers?.controller) return;
  workers.addEventListener('controllerchange', () => location.reload());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workers.getRegistration().then((registration) => registration?.update()).catch(() => undefined);
  });
}

mountToolbar();
liveReload();
followNewBuilds();
