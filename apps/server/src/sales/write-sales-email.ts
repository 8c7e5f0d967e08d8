import { z } from 'zod';
import type { Language } from '@genie/contracts';
import { composeSalesEmail, type SalesEmailDraft, type SuggestionsInput } from '@genie/core';
import type { FastifyBaseLogger } from 'fastify';
import { writeStructured, WritingRejected } from '../ai/writer/write-structured.ts';
import type { Writer } from '../ai/writer/writer.ts';
import type { DesignerVoice } from './designer-voice-source.ts';
import { buildSalesEmailSystemPrompt, buildSalesEmailUserContent } from './sales-email-prompt.ts';

const salesEmailContent = z.object({ subject: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(10_000) });

const salesEmailOutput = { name: 'sales_email', description: 'A follow-up e-mail to a prospective client' };

export interface WrittenSalesEmail extends SalesEmailDraft {
  source: 'llm' | 'rules';
}

/**
 * The follow-up e-mail in `language`: the rules' draft (signed with the designer's own sign-off when
 * they have sent one), given the designer's past e-mails as examples of their voice, rewritten by the LLM when one is configured (the
 * rules' draft stands when it fails, times out or answers in another language).
 */
export async function writeSalesEmail(
  ctx: { writer: Writer; log?: Pick<FastifyBaseLogger, 'warn'> },
  brief: SuggestionsInput,
  studio: { name: string; context: string },
  language: Language,
  voice: DesignerVoice = { examples: [], signOff: null },
): Promise<WrittenSalesEmail> {
  const draft = composeSalesEmail({ brief, studioName: studio.name, signOff: voice.signOff }, language);
  const { writer } = ctx;
  if (!writer.model) return { ...draft, source: 'rules' };
  const timeout = AbortSignal.timeout(writer.timeoutMs);
  try {
    const written = await writeStructured<SalesEmailDraft>({
      model: writer.model,
      limits: writer,
      system: buildSalesEmailSystemPrompt(language),
      user: buildSalesEmailUserContent(brief, studio, draft, voice.examples),
      output: salesEmailOutput,
      schema: salesEmailContent,
      language,
      languageProbe: (mail) => mail.body,
      signal: timeout,
    });
    return { ...written, source: 'llm' };
  } catch (error) {
    const reason = error instanceof WritingRejected ? error.reason : timeout.aborted ? 'timeout' : 'error';
    ctx.log?.warn({ reason }, 'Sales e-mail: the LLM failed, the rules wrote it');
    return { ...draft, source: 'rules' };
  }
}
