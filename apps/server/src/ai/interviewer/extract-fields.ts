import type { BriefFieldId, InterviewState, ProjectType } from '@genie/contracts';
import { interviewCatalogue, nextQuestion } from '@genie/core';
import type { FinishReason, Tool } from 'ai';
import { loadAi } from '../load-ai.ts';
import { briefSoFar, clientMessage } from '../prompts/client-message.ts';
import { buildExtractionPrompt, EXTRACTION_TOOL_NAME, extractionToolDescription } from '../prompts/extraction-prompt.ts';
import { looksLikeRefusal } from '../prompts/screen-reply.ts';
import { addUsage, type LlmCall } from './llm-call.ts';
import type { TurnUsage } from './turn-types.ts';

type Ai = Awaited<ReturnType<typeof loadAi>>;
type Catalogue = ReturnType<typeof interviewCatalogue>;

const extractionKits = new Map<ProjectType, Catalogue & { tools: Record<string, Tool> }>();

/**
 * A project type's catalogue and extraction tool, built once per process: building the schema and
 * converting it to the tool's JSON schema on every turn took a good share of a busy server's time.
 */
function extractionKit(ai: Ai, projectType: ProjectType) {
  let kit = extractionKits.get(projectType);
  if (!kit) {
    const catalogue = interviewCatalogue(projectType);
    const inputSchema = ai.zodSchema(catalogue.extractionSchema);
    kit = { ...catalogue, tools: { [EXTRACTION_TOOL_NAME]: ai.tool({ description: extractionToolDescription, inputSchema }) } };
    extractionKits.set(projectType, kit);
  }
  return kit;
}

export type ExtractionResult =
  | { ok: true; fields: Partial<Record<BriefFieldId, string>> }
  | { ok: false; reason: 'refusal' | 'malformed_extraction'; detail: string };

/**
 * Step 1 of a turn: the LLM reports, through one forced tool call whose input schema is the
 * engine's extraction schema for the project type, the visitor's words per field. The input is
 * validated again here with the same zod schema, so nothing unvalidated reaches the engine.
 * Transport failures (provider errors, aborts) are thrown for the caller to classify.
 */
export async function extractFields(
  call: LlmCall,
  state: InterviewState,
  visitorMessage: string,
  usage: TurnUsage,
): Promise<ExtractionResult> {
  const question = nextQuestion(state);
  if (!question) return { ok: true, fields: {} };
  const ai = await loadAi();
  const { generateText, ToolChoiceViolationError } = ai;
  const { fields, extractionSchema, tools } = extractionKit(ai, state.projectType);
  const asked = fields.find((f) => f.id === question.fieldId)!;
  let result;
  try {
    result = await generateText({
      model: call.model,
      system: buildExtractionPrompt({ question: { fieldId: asked.id, text: asked.question[state.language] } }),
      // The brief so far lets "as I said", corrections and references to earlier answers resolve.
      messages: [{ role: 'user', content: [briefSoFar(state.answers), clientMessage(visitorMessage)].filter(Boolean).join('\n\n') }],
      tools,
      toolChoice: { type: 'tool', toolName: EXTRACTION_TOOL_NAME },
      maxOutputTokens: call.maxOutputTokens,
      maxRetries: call.maxRetries,
      abortSignal: call.abortSignal,
    });
  } catch (error) {
    // The SDK rejects a response that ignores the forced tool choice; what the model said instead tells which failure it is.
    if (!ToolChoiceViolationError.isInstance(error)) throw error;
    const text = error.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return withoutToolCall(text, error.finishReason);
  }
  addUsage(usage, result.usage);

  const calls = result.toolCalls.filter((c) => c.toolName === EXTRACTION_TOOL_NAME);
  if (calls.length === 0) return withoutToolCall(result.text, result.finishReason);
  const extracted: Partial<Record<BriefFieldId, string>> = {};
  for (const c of calls) {
    if (c.invalid) return { ok: false, reason: 'malformed_extraction', detail: `invalid tool input: ${String(c.error).slice(0, 300)}` };
    const parsed = extractionSchema.safeParse(c.input);
    if (!parsed.success) return { ok: false, reason: 'malformed_extraction', detail: `tool input fails the schema: ${parsed.error.message.slice(0, 300)}` };
    Object.assign(extracted, parsed.data);
  }
  return { ok: true, fields: extracted };
}

function withoutToolCall(text: string, finishReason: FinishReason): ExtractionResult {
  const said = text.trim();
  if (finishReason === 'content-filter') return { ok: false, reason: 'refusal', detail: 'extraction stopped by the content filter' };
  if (!said) return { ok: false, reason: 'refusal', detail: 'empty extraction output' };
  if (looksLikeRefusal(said)) return { ok: false, reason: 'refusal', detail: 'extraction refused' };
  return { ok: false, reason: 'malformed_extraction', detail: 'no tool call' };
}
