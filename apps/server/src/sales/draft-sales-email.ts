import { language as languageSchema, type SalesEmailDraftInput, type SalesEmailDraftReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { suggestionsSourceOf } from '../suggestions/suggestions-source.ts';
import { requireSalesFeature } from './sales-access.ts';
import { designerVoiceOf } from './designer-voice-source.ts';
import { writeSalesEmail } from './write-sales-email.ts';

/**
 * POST /client_requests/{id}/sales_email/draft/ — a follow-up e-mail written from the brief in `language`
 * (default: the request's), in the designer's own voice (their last sent e-mails as examples for the LLM,
 * their sign-off for the rules). Nothing is stored or sent: the designer edits it, then sends it.
 */
export async function draftSalesEmail(
  ctx: Pick<AppContext, 'db' | 'now' | 'ownProviders' | 'log'>,
  designerId: string,
  id: string,
  input: SalesEmailDraftInput,
): Promise<SalesEmailDraftReply> {
  const designer = await requireSalesFeature(ctx, designerId, 'sales_email_generation');
  const request = await findDesignerRequest(ctx, designerId, id);
  const language = input.language ?? languageSchema.safeParse(request.language).data ?? 'en-US';
  const { input: brief } = await suggestionsSourceOf(ctx, request);
  const studio = { name: designer.name.trim() || designer.genieName, context: designer.context };
  const voice = await designerVoiceOf(ctx, designerId, language);
  const written = await writeSalesEmail({ ...ctx, writer: await ctx.ownProviders.writerFor(designerId) }, brief, studio, language, voice);
  return { success: true, to: request.email, subject: written.subject, body: written.body, language, source: written.source };
}
