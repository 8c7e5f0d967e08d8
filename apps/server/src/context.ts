import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileLinks } from './storage/file-links.ts';
import type { FileStorage } from './storage/file-storage.ts';
import type { ThrottleStore } from './auth/throttle-store.ts';
import type { Interviewer } from './ai/create-interviewer.ts';
import type { Writer } from './ai/writer/writer.ts';
import type { ReferenceCatalog } from './references/reference-catalog.ts';
import type { DemoLibrarySettings } from './references/seed-demo-library.ts';
import type { UploadSlots } from './uploads/upload-slots.ts';
import type { EventBus } from './events/event-bus.ts';
import type { ImageProvider } from './ai/images/image-provider.ts';
import type { StudioRuns } from './studio/studio-runs.ts';
import type { OwnProviders } from './provider-connections/own-providers.ts';

/** What use-cases may depend on; each takes only the parts it needs (Pick<AppContext, ...>). */
export interface AppContext {
  env: Env;
  db: Database;
  now: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  /** Counters of the login's brute-force throttles (in memory unless a shared store is passed). */
  throttles: ThrottleStore;
  /** Signed, expiring links to a request's files (floor plans, note images) for whoever may read the request. */
  fileLinks: FileLinks;
  log: FastifyBaseLogger;
  /** The visitor conversation's interviewer (the LLM when configured, the built-in engine under it). */
  interviewer: Interviewer;
  /** The interviewer on the reasoning model (LLM_REASONING_MODEL) for turns that ask for it; null: not configured, they use `interviewer`. */
  reasoningInterviewer: Interviewer | null;
  /** The designer-side writing's model and limits (AI suggestions, brand analysis); model null: rules only. */
  writer: Writer;
  /** The process's reference-image catalogue (similarity index), loaded lazily from the database. */
  references: ReferenceCatalog;
  /** How the offline demo library is seeded (off: never). */
  demoLibrary: DemoLibrarySettings;
  /** Bound how many uploads are processed at once, per instance and per designer: documents read, images decoded. */
  uploadSlots: { documents: UploadSlots; images: UploadSlots };
  /** Live events (job progress, chat turns stored): in this process, or across instances through Redis. */
  events: EventBus;
  /** Where the studio's images come from (a hosted API, a studio GPU server or the built-in renderer). */
  imageProvider: ImageProvider;
  /** The studio generations running in this process, so Stop can abort them. */
  studioRuns: StudioRuns;
  /** A studio's own image provider and LLM when it has connected them (the defaults above otherwise), and the box their keys are sealed in. */
  ownProviders: OwnProviders;
}

/** What a background job's handler may use. */
export type JobContext = Pick<AppContext, 'env' | 'db' | 'now' | 'mailer' | 'storage' | 'log' | 'references' | 'demoLibrary' | 'writer' | 'events' | 'imageProvider' | 'studioRuns' | 'ownProviders'>;
