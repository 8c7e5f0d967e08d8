import type { Language } from '@genie/contracts';
import { escapeHtml, mailLayout } from './html.ts';
import { fill, mailStrings } from './strings.ts';

/** The one-time sign-in link e-mail in the designer's language. */
export function loginLinkMail(input: { language: Language; name: string; link: string; minutes: number }): { subject: string; text: string; html: string } {
  const s = mailStrings[input.language];
  const values = { name: input.name, minutes: String(input.minutes) };
  const greeting = fill(s.resetGreeting, values);
  const expiry = fill(s.loginLinkExpiry, values);
  const text = [greeting, '', s.loginLinkIntro, '', input.link, '', expiry, s.loginLinkIgnore, '', s.signature].join('\n');
  const link = escapeHtml(input.link);
  const html = mailLayout(
    input.language,
    s.loginLinkSubject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(s.loginLinkIntro)}</p>
<p style="margin:28px 0;"><a href="${link}" style="background:#8b7dbe;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escapeHtml(s.loginLinkButton)}</a></p>
<p style="font-size:13px;color:#5b5870;word-break:break-all;">${link}</p>
<p style="font-size:13px;color:#5b5870;">${escapeHtml(expiry)}<br>${escapeHtml(s.loginLinkIgnore)}</p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { subject: s.loginLinkSubject, text, html };
}
