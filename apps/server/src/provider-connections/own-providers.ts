import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../ai/config.ts';
import { createInterviewer, type Interviewer } from '../ai/create-interviewer.ts';
import { createImageProvider } from '../ai/images/create-image-provider.ts';
import { defaultImageBaseUrls, type ImageConfig, type ImageProviderName } from '../ai/images/image-config.ts';
import type { ImageProvider } from '../ai/images/image-provider.ts';
import type { KeyBox } from '../ai/keys/key-box.ts';
import { createLanguageModel } from '../ai/llm/create-language-model.ts';
import { createWriter, type Writer } from '../ai/writer/writer.ts';
import type { Database } from '../db/client.ts';
import { providerConnectionsRepository, type ProviderKind } from '../db/repositories/provider-connections.ts';
import type { ProviderConnectionRow } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { checkProviderAddress, guardedProviderFetch } from './provider-address.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Whose provider made something: the studio's own connection, or the server's default. */
export interface ResolvedImageProvider {
  provider: ImageProvider;
  own: boolean;
}

/**
 * The providers one designer's work runs on (issue 25): the studio's own image provider when it has
 * connected one, otherwise the operator's (IMAGE_PROVIDER); the studio's own LLM for its genie and
 * writer when the server has none, otherwise the server's. Keys are opened only here, for the call.
 */
export interface OwnProviders {
  readonly keys: KeyBox;
  imageProviderFor(designerId: string): Promise<ResolvedImageProvider>;
  interviewerFor(designerId: string): Promise<Interviewer>;
  writerFor(designerId: string): Promise<Writer>;
  /** Forgets what this process remembers of the designer's connections (after a connect or disconnect here). */
  forget(designerId: string): void;
}

/**
 * How long a chat turn trusts this process's last look at a designer's own LLM connection. A turn is
 * then three database round trips, as without one; a connection changed on another instance of the
 * server reaches this one's genie within this time (this instance's own changes at once).
 */
export const OWN_LLM_LOOKUP_TTL_MS = 30_000;

/** What a sealed key is bound to: a value moved to another studio's row or kind does not open. */
export const keyOwner = (designerId: string, kind: ProviderKind) => `${designerId}:${kind}`;

/** The stored key; provider_key_rejected when it cannot be opened (changed, moved from another studio, or another server secret). */
export function openKey(keys: KeyBox, row: ProviderConnectionRow): string | undefined {
  if (!row.keyCiphertext) return undefined;
  try {
    return keys.open(row.keyCiphertext, keyOwner(row.designerId, row.kind as ProviderKind));
  } catch {
    throw new AppError('provider_key_rejected', errorMessages.provider_key_rejected);
  }
}

export function imageConfigOfConnection(env: Pick<Env, 'IMAGE'>, keys: KeyBox, row: ProviderConnectionRow): ImageConfig {
  const provider = row.provider as Exclude<ImageProviderName, 'offline'>;
  return {
    provider,
    apiKey: openKey(keys, row),
    baseUrl: (row.baseUrl ?? defaultImageBaseUrls[provider])?.replace(/\/+$/, ''),
    model: row.model ?? undefined,
    timeoutMs: env.IMAGE.timeoutMs,
    concurrencyPerDesigner: env.IMAGE.concurrencyPerDesigner,
    replicate: { version: undefined, webhookSecret: undefined },
  };
}

export function llmConfigOfConnection(env: Pick<Env, 'LLM'>, keys: KeyBox, row: ProviderConnectionRow): LlmConfig {
  const { timeoutMs, maxRetries, maxOutputTokens, writerTimeoutMs, writerMaxOutputTokens } = env.LLM;
  return {
    provider: 'openai-compatible',
    model: row.model ?? '',
    reasoningModel: undefined,
    apiKey: openKey(keys, row),
    baseUrl: (row.baseUrl ?? '').replace(/\/+$/, ''),
    timeoutMs,
    maxRetries,
    maxOutputTokens,
    writerTimeoutMs,
    writerMaxOutputTokens,
  };
}

export interface OwnProvidersDeps {
  env: Pick<Env, 'IMAGE' | 'LLM' | 'PROVIDER_TEST_ALLOW_ORIGINS'>;
  db: Database;
  keys: KeyBox;
  /** The server's defaults. */
  imageProvider: ImageProvider;
  interviewer: Interviewer;
  writer: Writer;
}

export function createOwnProviders(deps: OwnProvidersDeps): OwnProviders {
  const repo = providerConnectionsRepository(deps.db);
  const guarded = guardedProviderFetch(deps.env);
  // Built once per connection version, so an interviewer's breaker lasts between turns.
  const interviewers = new Map<string, { stamp: number; interviewer: Interviewer; model: LanguageModel | null }>();

  /** The connection, when it is usable: its address still passes the check. */
  async function usable(designerId: string, kind: ProviderKind): Promise<ProviderConnectionRow | undefined> {
    const row = await repo.find(designerId, kind);
    if (!row) return undefined;
    if (row.baseUrl) await checkProviderAddress(deps.env, row.baseUrl);
    return row;
  }

  const llmLookups = new Map<string, { at: number; row: ProviderConnectionRow | undefined }>();
  async function ownLlm(designerId: string): Promise<ProviderConnectionRow | undefined> {
    if (deps.writer.model) return undefined; // the server's LLM comes first
    const seen = llmLookups.get(designerId);
    if (seen && Date.now() - seen.at < OWN_LLM_LOOKUP_TTL_MS) return seen.row;
    const row = await usable(designerId, 'llm');
    if (llmLookups.size > 10_000) llmLookups.clear();
    llmLookups.set(designerId, { at: Date.now(), row });
    return row;
  }

  return {
    keys: deps.keys,
    forget(designerId) {
      llmLookups.delete(designerId);
      interviewers.delete(designerId);
    },
    async imageProviderFor(designerId) {
      const row = await usable(designerId, 'image');
      if (!row) return { provider: deps.imageProvider, own: false };
      return { provider: createImageProvider(imageConfigOfConnection(deps.env, deps.keys, row), { fetch: guarded }), own: true };
    },
    async interviewerFor(designerId) {
      const row = await ownLlm(designerId).catch(() => undefined);
      if (!row) return deps.interviewer;
      const stamp = row.updatedAt.getTime();
      const cached = interviewers.get(designerId);
      if (cached?.stamp === stamp) return cached.interviewer;
      const config = llmConfigOfConnection(deps.env, deps.keys, row);
      const interviewer = createInterviewer(config, { model: createLanguageModel(config, { fetch: guarded }) });
      interviewers.set(designerId, { stamp, interviewer, model: interviewer.model });
      return interviewer;
    },
    async writerFor(designerId) {
      const row = await ownLlm(designerId).catch(() => undefined);
      if (!row) return deps.writer;
      const config = llmConfigOfConnection(deps.env, deps.keys, row);
      return createWriter(config, { model: createLanguageModel(config, { fetch: guarded }) });
    },
  };
}
