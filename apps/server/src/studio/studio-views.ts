import { furniturePlacement, studioGenerativeTools, type StudioGeneration, type StudioResult, type StudioStatus, type StudioTool } from '@genie/contracts';
import { z } from 'zod';
import type { StudioGenerationRow, StudioResultRow } from '../db/schema.ts';
import type { FileLinks } from '../storage/file-links.ts';
import { OFFLINE_PROVIDER_ID } from '../ai/images/offline/offline-image-provider.ts';
import { studioFailureCodeOf } from './studio-failures.ts';

const placements = z.array(furniturePlacement);

/** The address of a studio file: a link signed for its designer alone (studio images are private). */
export type StudioFileUrl = (key: string) => string;

export function studioFileUrl(ctx: { fileLinks: Pick<FileLinks, 'urlFor'> }, designerId: string): StudioFileUrl {
  return (key) => ctx.fileLinks.urlFor(key, { kind: 'studio', designerId });
}

export function placementsOf(row: Pick<StudioGenerationRow, 'pieces'>) {
  const parsed = placements.safeParse(row.pieces);
  return parsed.success ? parsed.data : [];
}

/** A generative tool's work by the built-in renderer: a colour and layout study, not a finished picture. */
export const isStudy = (row: Pick<StudioGenerationRow, 'tool' | 'providerId'>): boolean =>
  row.providerId === OFFLINE_PROVIDER_ID && studioGenerativeTools.includes(row.tool as StudioTool);

export function studioResultView(result: StudioResultRow, generation: StudioGenerationRow, urlFor: StudioFileUrl): StudioResult {
  return {
    id: result.id,
    generation_id: generation.id,
    url: urlFor(result.fileKey),
    mime_type: result.mimeType,
    width: result.width,
    height: result.height,
    seed: result.seed,
    favourite: result.favourite,
    created_at: result.createdAt.toISOString(),
    tool: generation.tool as StudioTool,
    space: generation.space,
    style: generation.style,
    prompt: generation.prompt,
    client_request_id: generation.clientRequestId,
    provider: generation.providerLabel ?? generation.providerId ?? '',
    study: isStudy(generation),
  };
}

export function studioGenerationView(row: StudioGenerationRow, results: StudioResultRow[], urlFor: StudioFileUrl): StudioGeneration {
  return {
    id: row.id,
    tool: row.tool as StudioTool,
    space: row.space,
    style: row.style,
    prompt: row.prompt,
    count: row.count,
    strength: row.strength,
    client_request_id: row.clientRequestId,
    input_url: row.inputKey ? urlFor(row.inputKey) : null,
    mask_url: row.maskKey ? urlFor(row.maskKey) : null,
    pieces: placementsOf(row),
    shadow: row.shadow,
    status: row.status as StudioStatus,
    progress: row.progress,
    failure_reason: row.failureReason,
    failure_code: row.status === 'failed' ? studioFailureCodeOf(row.failureReason) : null,
    provider: row.providerId,
    study: isStudy(row),
    provider_label: row.providerLabel,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    results: results.filter((r) => r.generationId === row.id).map((r) => studioResultView(r, row, urlFor)),
  };
}
