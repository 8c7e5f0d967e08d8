import type { BrandAnalysisWriting, BrandExtraction } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { writeAnalysisByRules, type AnalysisContext } from './write-analysis-by-rules.ts';
import { WritingRejected } from '../ai/writer/write-structured.ts';
import { writeAnalysisWithLlm } from './write-analysis-with-llm.ts';

export interface WrittenAnalysis {
  writing: BrandAnalysisWriting;
  source: 'llm' | 'rules';
  /** Why the rules stood in for a configured LLM. */
  fallbackReason: string | null;
}

function reasonOf(error: unknown): string {
  if (error instanceof WritingRejected) return error.reason;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return 'llm_error';
}

/** The LLM writes the analysis when one is configured; the rules write it otherwise, and whenever the LLM fails. */
export async function writeBrandAnalysis(
  ctx: Pick<AppContext, 'writer' | 'log'>,
  extraction: BrandExtraction,
  context: AnalysisContext,
): Promise<WrittenAnalysis> {
  const { model } = ctx.writer;
  if (model) {
    try {
      return { writing: await writeAnalysisWithLlm(model, ctx.writer, extraction, context), source: 'llm', fallbackReason: null };
    } catch (error) {
      const fallbackReason = reasonOf(error);
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error), fallbackReason }, 'brand analysis: the LLM failed, the rules write it');
      return { writing: writeAnalysisByRules(extraction, context), source: 'rules', fallbackReason };
    }
  }
  return { writing: writeAnalysisByRules(extraction, context), source: 'rules', fallbackReason: null };
}
