/**
 * What no text input may hold, whatever the field: NUL and the other C0 control characters except tab,
 * line feed and carriage return, DEL, the C1 controls, and a lone (unpaired) UTF-16 surrogate — none can
 * be stored as UTF-8 text, and none is typed by a person. The server refuses them in every body, query
 * and path (`characters_not_allowed`) before a schema runs; the schemas below refuse them too, so forms say so first.
 */
// eslint-disable-next-line no-control-regex
const NOT_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
/** A single-line value also refuses tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const NOT_IN_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Whether the string holds a character no text field accepts (see `NOT_IN_TEXT`). */
export function hasForbiddenTextCharacters(value: string): boolean {
  return NOT_IN_TEXT.test(value);
}

/**
 * The text without the characters no text field accepts: for text a person did not type (a document's
 * extracted words), where dropping an invisible control character loses nothing they meant.
 */
export function withoutForbiddenTextCharacters(value: string): string {
  return value.replace(new RegExp(NOT_IN_TEXT.source, 'gu'), '');
}

/** Whether the string holds a character a single-line field does not accept (also tab and line breaks). */
export function hasForbiddenLineCharacters(value: string): boolean {
  return NOT_IN_LINE.test(value);
}
