import type { Language } from '@genie/contracts';
import { signOffOf, withoutRecipient } from '@genie/core';
import type { AppContext } from '../context.ts';
import { salesEmailsRepository } from '../db/repositories/sales-emails.ts';

/** How many of the designer's sent e-mails the LLM sees as examples of their voice. */
export const VOICE_EXAMPLES = 3;

export interface DesignerVoice {
  /** The bodies of the designer's most recent sent e-mails (any lead), newest first, recipients left out. */
  examples: string[];
  /** The sign-off of their most recent sent e-mail in the draft's language; null when none. */
  signOff: string | null;
}

/** The designer's own voice, from their sent e-mails only (never another studio's). */
export async function designerVoiceOf(ctx: Pick<AppContext, 'db'>, designerId: string, language: Language): Promise<DesignerVoice> {
  const rows = await salesEmailsRepository(ctx.db).listRecentForDesigner(designerId, 20);
  const examples = rows.slice(0, VOICE_EXAMPLES).map((r) => withoutRecipient(r.body, { name: r.contactName, email: r.to, phone: r.phone }).slice(0, 3000));
  const same = rows.find((r) => r.language === language);
  const signOff = same ? signOffOf(withoutRecipient(same.body, { name: same.contactName, email: same.to, phone: same.phone })) : null;
  return { examples, signOff: signOff && !signOff.includes('[') ? signOff : null };
}
