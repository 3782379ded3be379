import * as formMessages from './messages';

/**
 * The parse options of every form's check, in the browser and in the reference backend's 422
 * answers: a check without a text of its own says `checkField`, never valibot's own words
 * ("Invalid length: Expected <=255 but received 300"), which would reach the screen as a
 * field's text. Spread it into `v.safeParse`'s config (with `abortPipeEarly` where a form wants
 * one text per field). docs/decisions.md#a-field-says-what-to-change-in-the-shops-words
 */
export const FIELD_CHECK = {
  // A function: read when a check fails, not when the module loads (its chunk group's texts
  // may not be set yet then; tests/unit/build.test.ts).
  message: () => formMessages.checkField,
} as const;
