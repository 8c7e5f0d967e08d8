import { z } from 'zod';
import { hasForbiddenLineCharacters, hasForbiddenTextCharacters } from './text-characters.ts';

export * from './text-characters.ts';

interface TextOptions {
  /** The validation key when the value is missing, not a string, or (with `required`) empty after trimming. */
  required?: string;
  /** The validation key when longer than `max` (default `too_long`). */
  tooLong?: string;
  /** Keep leading and trailing whitespace (default: trimmed). */
  keepWhitespace?: boolean;
}

function build(max: number, forbidden: (v: string) => boolean, options: TextOptions) {
  const base = options.required ? z.string({ error: options.required }) : z.string();
  const trimmed = options.keepWhitespace ? base : base.trim();
  const sized = options.required ? trimmed.min(1, { error: options.required }) : trimmed;
  return sized.max(max, { error: options.tooLong ?? 'too_long' }).refine((v) => !forbidden(v), { error: 'characters_not_allowed' });
}

/**
 * A multi-line free-text input (a message, a note, a description): at most `max` characters after
 * trimming; tab and line breaks allowed, other control characters and lone surrogates refused
 * (`characters_not_allowed`). Every free-text field of a request schema is built with this or `line`.
 */
export function text(max: number, options: TextOptions = {}) {
  return build(max, hasForbiddenTextCharacters, options);
}

/** A single-line text input (a name, a title, a search): like `text` but without tab or line breaks. */
export function line(max: number, options: TextOptions = {}) {
  return build(max, hasForbiddenLineCharacters, options);
}
