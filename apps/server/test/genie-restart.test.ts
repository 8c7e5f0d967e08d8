import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { testEnv } from '../src/env.ts';
import { registerDesigner } from './helpers.ts';
import { chatTurn, doneOf, getSession, startRequest } from './genie-helpers.ts';

describe('a server restart in the middle of a conversation', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('loses nothing: the visitor continues where they left off', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-restart-'));
    dirs.push(dataDir);
    const env = testEnv({ DATA_DIR: dataDir, PASSWORD_SCRYPT_LOG_N: '10' });
    const prepared = inject('genieTestDatabase');
    const template = prepared.kind === 'pglite' ? new Blob([await fs.readFile(prepared.templateFile)]) : undefined;
    const dbDir = path.join(dataDir, 'db');

    const open = async (first: boolean) => {
      const database = await openDatabase({ kind: 'pglite', dataDir: dbDir, ...(first && template ? { loadDataDir: template } : {}) });
      const app = await buildApp({ env, database, serveWeb: false });
      await app.ready();
      return { app, database };
    };

    const first = await open(true);
    const designer = await registerDesigner(first.app);
    const { token } = await startRequest(first.app, designer.genie_name);
    const opening = await getSession(first.app, designer.genie_name, token);
    const answered = doneOf((await chatTurn(first.app, designer.genie_name, token, { text: 'We want to renovate a 25-year-old apartment.' })).events);
    await first.app.close();
    await first.database.close();

    const second = await open(false);
    try {
      const resumed = await getSession(second.app, designer.genie_name, token);
      expect(resumed.messages).toHaveLength(3);
      expect(resumed.messages[0]).toEqual(opening.messages[0]);
      expect(resumed.question?.field_id).toBe(answered.question?.field_id);
      const next = doneOf((await chatTurn(second.app, designer.genie_name, token, { action: 'skip' })).events);
      expect(next.question?.field_id).not.toBe(answered.question?.field_id);
      expect((await getSession(second.app, designer.genie_name, token)).messages).toHaveLength(5);
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });
});
