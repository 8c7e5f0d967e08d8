import type { ChangeVisitorLanguageInput, ChangeVisitorLanguageReply, ChatMessage, InterviewState } from '@genie/contracts';
import { isComplete, nextQuestion } from '@genie/core';
import type { AppContext } from '../context.ts';
import { chatTurnsRepository } from '../db/repositories/chat-turns.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { AppError } from '../errors.ts';
import { withVisitorLanguage } from './run-chat-turn.ts';
import type { VisitorScope } from './visitor-session.ts';
import { chatMessageOf, chatProgressOf, chatQuestionOf } from './visitor-views.ts';

function replyOf(state: InterviewState, message: ChatMessage | null): ChangeVisitorLanguageReply {
  return {
    success: true,
    language: state.language,
    message,
    question: chatQuestionOf(nextQuestion(state)),
    progress: chatProgressOf(state),
    complete: isComplete(state),
  };
}

/**
 * The visitor switched their page's language: the interview goes on in it — the next question and its
 * chips, the reading of their answers, their report. Mid-chat the question on screen is asked again in
 * the new language, stored as the genie's message with the state in one statement (so a reload shows it).
 * The same language again changes nothing.
 */
export async function changeVisitorLanguage(
  ctx: Pick<AppContext, 'db' | 'now'>,
  scope: VisitorScope,
  input: ChangeVisitorLanguageInput,
): Promise<ChangeVisitorLanguageReply> {
  const { request, designer } = scope;
  if (scope.state.language === input.language) return replyOf(scope.state, null);
  const state = withVisitorLanguage(scope.state, input.language);
  const question = request.stage === 'chat' ? nextQuestion(state) : null;
  const now = ctx.now();
  const moved = () => new AppError('wrong_stage', 'The conversation moved on meanwhile. Please try again.');
  if (!question) {
    const saved = await clientRequestsRepository(ctx.db).saveState(
      designer.id,
      request.id,
      request,
      { interviewState: state, conversationCompleted: request.conversationCompleted, language: input.language },
      now,
    );
    if (!saved) throw moved();
    return replyOf(state, null);
  }
  const saved = await chatTurnsRepository(ctx.db).save({
    designerId: designer.id,
    clientRequestId: request.id,
    expectedVersion: request.stateVersion,
    values: {
      interviewState: state,
      conversationCompleted: request.conversationCompleted,
      stage: null,
      deadline: request.deadline,
      websiteUrl: request.websiteUrl,
      brandName: request.brandName,
      language: input.language,
    },
    reply: { text: question.text, replyToId: null, source: 'engine', fallbackReason: null },
    now,
  });
  if (!saved) throw moved();
  return replyOf(state, chatMessageOf(saved.reply));
}
