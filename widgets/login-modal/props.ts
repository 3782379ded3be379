import * as v from 'valibot';

/** The header's sign-in button and dialog. */
export const propsSchema = v.pipe(
  v.object({
    /** Show the header's Sign in / account button; without it the widget only answers requests. */
    showTrigger: v.optional(
      v.pipe(v.boolean(), v.description('Optional, default true: show the header’s Sign in / Sign out button. false: the widget only answers sign-in requests of other widgets (shop:login-requested).')),
      true,
    ),
    /**
     * The signed-in shopper's name as the server knows it (Blade: auth()->user()->name): shown
     * with Sign out from the first paint, before the status check answers, so the header does
     * not change when it does (docs/decisions.md#layout-and-motion).
     */
    name: v.optional(
      v.pipe(
        v.string(),
        v.description('Optional. The signed-in shopper’s name (Blade: auth()->user()->name), shown with Sign out before GET /auth/status answers. Leave out for a guest.'),
      ),
    ),
  }),
  v.description('Sign in and out with a texted code (the header’s button and its dialog).'),
);
