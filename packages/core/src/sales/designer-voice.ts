/**
 * The designer's own voice, from the e-mails they edited and sent (issue 24): their sign-off for the
 * rules' draft, and their past bodies as style examples for the LLM with the recipients left out.
 */

/** A sign-off is a short closing paragraph: at most this many lines of at most this many characters. */
const SIGN_OFF_MAX_LINES = 3;
const SIGN_OFF_MAX_CHARS = 80;

/**
 * The sign-off of a sent e-mail: its last paragraph (the last non-empty lines after a blank line) when
 * it is short enough to be a closing ("Warm wishes,\nLin"); null when the mail ends in a long paragraph.
 */
export function signOffOf(body: string): string | null {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0);
  // A postscript follows the sign-off: the closing is the paragraph before it.
  while (paragraphs.length > 0 && /^p\.?\s?s\b/i.test(paragraphs.at(-1)![0]!)) paragraphs.pop();
  if (paragraphs.length < 2) return null;
  const last = paragraphs.at(-1)!;
  if (last.length > SIGN_OFF_MAX_LINES || last.some((l) => l.length > SIGN_OFF_MAX_CHARS)) return null;
  return last.join('\n');
}

/** Whom a sent e-mail went to: what is left out of it before it serves as an example. */
export interface MailRecipient {
  name: string;
  email: string;
  phone: string;
}

const EMAIL = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[^\s@<>()"',;]+/g;
/** A run of 7 or more digits, with the separators phone numbers are written with. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sent body with its recipient left out: their e-mail address and phone (and any other address or
 * phone-like number), their name and each part of it replaced by neutral marks.
 */
export function withoutRecipient(body: string, recipient: MailRecipient): string {
  let text = body.replace(EMAIL, '[email]').replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 7 ? '[phone]' : m));
  const names = [recipient.name.trim(), ...recipient.name.trim().split(/\s+/)].filter((n) => n.length >= 2);
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(escape(name), 'gi'), '[name]');
  }
  return text.replace(/\[name\](\s*\[name\])+/g, '[name]');
}
