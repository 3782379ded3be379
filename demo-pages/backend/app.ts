import { Hono } from 'hono';
import { answerLanguageMiddleware } from './answer-language';
import { headerCookies, type VisitorCookies } from './cookies';
import { cspMiddleware } from './csp';
import { csrfMiddleware } from './csrf';
import type { AppContext, AppEnv } from './env';
import { faultMiddleware, Faults } from './faults';
import { idempotencyMiddleware } from './idempotency';
import { addressRoutes } from './routes/addresses';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { couponRoutes } from './routes/coupons';
import { demoRoutes } from './routes/demo';
import { filterRoutes } from './routes/filters';
import { guestCheckoutRoutes } from './routes/guest-checkout';
import { homeRoutes } from './routes/home';
import { orderCheckoutRoutes } from './routes/order-checkout';
import { wishlistRoutes } from './routes/wishlist';
import { sessionMiddleware } from './session';
import { Store } from './store/index';

export interface Backend {
  app: Hono<AppEnv>;
  store: Store;
  faults: Faults;
}

/**
 * The reference backend: every call of SPEC §7 that the widgets use, behaving like a careful
 * Laravel app (cookie session, CSRF 419, 422 bodies, totals recomputed on the server). The same
 * app object serves the demo shop (with its pages) and answers `fetch` in component tests.
 */
export function createBackend(
  options: {
    now?: () => Date;
    /** The demo shop's pages, and its page for an unknown address. */
    pages?: Hono<AppEnv>;
    notFoundPage?: (c: AppContext) => Response;
    /** Where the visitor's cookies live (cookies.ts): the browser's unless the service worker's jar. */
    cookies?: VisitorCookies;
  } = {},
): Backend {
  const store = new Store(options.now);
  const faults = new Faults();
  const cookies = options.cookies ?? headerCookies;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('cookies', cookies);
      await next();
    })
    // Outermost but the cookies: every answer's texts in the page's language, a fault's and a
    // replayed write's too.
    .use(answerLanguageMiddleware)
    // The nonce before anything can answer with a page (a fault's page too).
    .use(cspMiddleware)
    // Faults next: a delayed request reads its session when it runs, as a queued one would.
    .use(faultMiddleware(faults))
    .use(sessionMiddleware(store))
    .use(csrfMiddleware)
    .use(idempotencyMiddleware)
    .route('/', demoRoutes(faults))
    .route('/', authRoutes)
    .route('/', catalogueRoutes)
    .route('/', filterRoutes)
    .route('/', homeRoutes)
    .route('/', wishlistRoutes)
    .route('/', cartRoutes)
    .route('/', couponRoutes)
    .route('/', guestCheckoutRoutes)
    .route('/', orderCheckoutRoutes)
    .route('/', addressRoutes)
    .route('/', adminRoutes);
  // The demo shop's pages share the session (CSRF meta tag, signed-in header).
  if (options.pages) app.route('/', options.pages);
  app.notFound((c) => {
    const wantsPage = c.req.header('Accept')?.includes('text/html');
    return wantsPage && options.notFoundPage
      ? options.notFoundPage(c as AppContext)
      : c.json({ message: 'Not Found' }, 404);
  });
  return { app, store, faults };
}
