import { NO_IMAGE_URL, PRODUCT_IMAGE_BASE } from './constants';

/**
 * Links and image sources that come from data. A URL from the server only navigates when it is
 * http(s) or a same-origin path (ARCHITECTURE "Security"); any other scheme (javascript:, data:,
 * vbscript:, mailto:, …) is refused. A protocol-relative `//host/x` is an http(s) URL like any
 * other and comes back absolute; a `#fragment` stays a link within this page.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
    return trimmed;
  }
  try {
    const parsed = new URL(trimmed, window.location.origin);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
      // A relative path without a leading slash resolves against the origin: keep it same-origin.
      return parsed.href;
    }
  } catch {
    // Not a URL at all.
  }
  return null;
}

/** Like safeHref, but only a URL on this site (path and query kept), e.g. the intended URL. */
export function sameOriginHref(url: string | null | undefined): string | null {
  const href = safeHref(url);
  if (href === null) return null;
  const parsed = new URL(href, window.location.origin);
  return parsed.origin === window.location.origin ? parsed.pathname + parsed.search + parsed.hash : null;
}

/** Navigate to a URL from the server, if it is safe; returns whether it navigated. */
export function navigateTo(url: string | null | undefined): boolean {
  const href = safeHref(url);
  if (href === null) return false;
  window.location.assign(href);
  return true;
}

/**
 * SPEC §3: product images live at /storage/product_images/{image_id or image_name}; a missing
 * image falls back to /profile/no_image.jpg. A value that is already a safe path or URL is used
 * as it is.
 */
export function productImageUrl(image: string | null | undefined): string {
  if (!image) return NO_IMAGE_URL;
  if (image.includes('/')) return safeHref(image) ?? NO_IMAGE_URL;
  return PRODUCT_IMAGE_BASE + encodeURIComponent(image);
}

/** SPEC §2: any product card leads to /products/{id}. */
export function productUrl(id: number): string {
  return `/products/${id}`;
}
