import { escapeHtml, mailLayout } from './html.ts';

/** The internal note to sales when a designer asks for a plan (English: it goes to the team, not the designer). */
export function planRequestMail(input: { designerEmail: string; genieName: string; name: string; plan: string; billingCycle: string }) {
  const subject = `Plan request: ${input.plan} (${input.billingCycle}) from ${input.genieName}`;
  const lines = [
    `Designer: ${input.name} (${input.genieName})`,
    `E-mail: ${input.designerEmail}`,
    `Plan: ${input.plan}`,
    `Billing cycle: ${input.billingCycle}`,
    '',
    'Please contact the designer to set up the subscription.',
  ];
  const html = mailLayout('en-US', subject, lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'));
  return { subject, text: lines.join('\n'), html };
}
