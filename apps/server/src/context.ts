import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What use-cases may depend on; each takes only the parts it needs (Pick<AppContext, ...>). */
export interface AppContext {
  env: Env;
  db: Database;
  now: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
}
