import type { Language } from '@genie/contracts';
import { escapeHtml, mailLayout } from './html.ts';
import { fill, mailStrings } from './strings.ts';

export interface PasswordResetMail {
  subject: string;
  text: string;
  html: string;
}

/** The password reset e-mail in the designer's language. */
export function passwordResetMail(input: { language: Language; name: string; link: string; hours: number }): PasswordResetMail {
  const s = mailStrings[input.language];
  const values = { name: input.name, link: input.link, hours: String(input.hours) };
  const greeting = fill(s.resetGreeting, values);
  const expiry = fill(s.resetExpiry, values);
  const text = [greeting, '', s.resetIntro, '', input.link, '', expiry, s.resetIgnore, '', s.signature].join('\n');
  const link = escapeHtml(input.link);
  const html = mailLayout(
    input.language,
    s.resetSubject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(s.resetIntro)}</p>
<p style="margin:28px 0;"><a href="${link}" style="background:#8b7dbe;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escapeHtml(s.resetButton)}</a></p>
<p style="font-size:13px;color:#5b5870;word-break:break-all;">${link}</p>
<p style="font-size:13px;color:#5b5870;">${escapeHtml(expiry)}<br>${escapeHtml(s.resetIgnore)}</p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { subject: s.resetSubject, text, html };
}
