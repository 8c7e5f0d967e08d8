import {
  availableTime,
  isLanguage,
  projectType,
  visitorStage,
  type ChatMessage,
  type ChatProgress,
  type ChatQuestion,
  type InterviewState,
  type VisitorClientRequest,
  type VisitorStage,
} from '@genie/contracts';
import { nextQuestion, progressOf, topics, type InterviewQuestion } from '@genie/core';
import type { ChatMessageRow, ClientRequestRow } from '../db/schema.ts';

export function stageOf(row: ClientRequestRow): VisitorStage {
  const parsed = visitorStage.safeParse(row.stage);
  return parsed.success ? parsed.data : 'chat';
}

/** What a visitor may see of their own request: the home form's values and where they are. */
export function visitorClientRequestOf(row: ClientRequestRow): VisitorClientRequest {
  return {
    identify_key: row.identifyKey,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    available_time: row.availableTime === null ? null : availableTime.parse(row.availableTime),
    available_time_other: row.availableTimeOther,
    project_type: projectType.parse(row.projectType),
    language: isLanguage(row.language) ? row.language : 'en-US',
    inquiry_date: row.inquiryDate.toISOString(),
    stage: stageOf(row),
    conversation_completed: row.conversationCompleted,
  };
}

/** A stored message as the visitor sees it (never its source or fallback reason: those are the designer's). */
export function chatMessageOf(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'visitor' ? 'visitor' : 'genie',
    text: row.text,
    created_at: row.createdAt.toISOString(),
    client_message_id: row.role === 'visitor' ? row.clientMessageId : null,
  };
}

export function chatQuestionOf(question: InterviewQuestion | null): ChatQuestion | null {
  if (!question) return null;
  return {
    field_id: question.fieldId,
    kind: question.kind,
    text: question.text,
    hint: question.hint,
    chips: question.chips.map((c) => ({ label: c.label, value: c.value })),
    multiple: question.multiple,
  };
}

export function chatProgressOf(state: InterviewState): ChatProgress {
  const question = nextQuestion(state);
  const { answered, total } = progressOf(state);
  return {
    answered,
    total,
    topic_index: question ? question.progress.topicIndex : topics.length,
    topic_count: topics.length,
  };
}
