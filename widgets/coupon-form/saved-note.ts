import * as v from 'valibot';
import { logFailure } from '../../shared/core/log';
import * as adminMessages from '../../shared/admin-texts/messages';
import { sameOriginHref } from '../../shared/core/urls';

/**
 * Ours (docs/decisions.md#coupon-created--coupon-updated-on-the-page-the-admin-lands-on): after
 * Create Coupon or Update Coupon the browser goes to the server's `redirect_url` (SPEC §7), a page
 * load of its own, so the form leaves a one-shot note in session storage just before it navigates
 * and the coupon form on the page it lands on shows it once. A Laravel backend needs to do nothing:
 * the note never leaves the browser, and its redirect may be any page of this site. The note names
 * that page, so it only shows there; reading it removes it, so a reload (or any later visit) does
 * not show it again.
 */
const SAVED_NOTE_KEY = 'couponSavedNote';

const NoteSchema = v.object({ saved: v.picklist(['created', 'updated']), path: v.string() });
export type SavedKind = v.InferOutput<typeof NoteSchema>['saved'];

const pathOf = (href: string) => new URL(href, window.location.origin).pathname;

/** Before going to `redirectUrl` after a save. */
export function rememberSaved(saved: SavedKind, redirectUrl: string): void {
  const href = sameOriginHref(redirectUrl);
  if (href === null) return;
  try {
    sessionStorage.setItem(SAVED_NOTE_KEY, JSON.stringify({ saved, path: pathOf(href) }));
  } catch (error) {
    // Storage refused: the form the admin lands on still shows what was saved, without the note.
    logFailure('coupon form: the saved note could not be stored', error);
  }
}

/** The note for this page, once ('Coupon created.' / 'Coupon updated.'), or null. Never throws. */
export function takeSavedNote(): string | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(SAVED_NOTE_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(SAVED_NOTE_KEY);
  } catch {
    return null;
  }
  let note: v.InferOutput<typeof NoteSchema>;
  try {
    note = v.parse(NoteSchema, JSON.parse(raw));
  } catch (error) {
    logFailure('coupon form: the stored saved note is not valid; ignored', error);
    return null;
  }
  if (note.path !== window.location.pathname) return null;
  return note.saved === 'created' ? adminMessages.couponCreated : adminMessages.couponUpdated;
}
