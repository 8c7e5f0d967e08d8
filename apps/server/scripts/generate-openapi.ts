// Writes docs/openapi.json from the routes' zod schemas: `npm run openapi`. With `--check` it only says
// whether the committed document is up to date (exit code 1 when not), for the test that guards it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { testEnv } from '../src/env.ts';
import { openApiDocument } from '../src/http/openapi.ts';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');
const database = await openDatabase({ kind: 'pglite' });
// A throwaway signing secret: generating the document must not leave one in ./data.
const app = await buildApp({ env: testEnv({ FILE_LINK_SECRET: 'openapi-generation-only-secret-0000000000' }), database, serveWeb: false });
try {
  await app.ready();
  const document = openApiDocument(app);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const changed = !fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== document;
  if (process.argv.includes('--check')) {
    console.log(changed ? 'docs/openapi.json is out of date' : 'docs/openapi.json is up to date');
    process.exitCode = changed ? 1 : 0;
  } else if (changed) fs.writeFileSync(out, document);
  if (!process.argv.includes('--check')) console.log(`${path.relative(process.cwd(), out)} ${changed ? 'written' : 'already up to date'}`);
} finally {
  await app.close();
  await database.close();
}
