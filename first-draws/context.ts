/**
 * What a first draw needs beyond the widget's props: what the page's address and clock say, as
 * the widget reads them when it mounts. The Laravel package passes the request's and the app's.
 */
export interface FirstDrawContext {
  /** The address's `?variant=` (the product page's chosen variation), or null. */
  variant: string | null;
  /** Now, for dates the widget shows (the product page's delivery estimate). */
  now: Date;
}
