// npm run db:move -- postgres://user:password@host:5432/genie
//
// Copies an embedded install (DATA_DIR) to a PostgreSQL server: migrations there first, then every
// table in foreign-key order, in batches, in one transaction, with row counts compared per table.
// With STORAGE=s3 (and the S3_* settings) the local files are copied into the bucket too. The
// embedded copy is only read. Stop Genie first; afterwards set DATABASE_URL and start it again.
import { parseArgs } from 'node:util';
import { ConfigError, loadEnv } from '../env.ts';
import { MoveError, moveToPostgres } from '../db/move-to-postgres.ts';
import { createFileStorage, localFilesDir } from '../storage/create-file-storage.ts';
import { localDiskStorage } from '../storage/local-disk-storage.ts';

const usage = `Usage:
  npm run db:move -- postgres://user:password@host:5432/database [--batch-size 500]

Copies DATA_DIR's embedded database to an empty PostgreSQL database (and, with STORAGE=s3, the files
to the bucket). Stop Genie first. The embedded copy is left as it is.`;

/** The address without its password, for messages. */
const shown = (url: string) => url.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const targetUrl = positionals[0];
  if (values.help || positionals.length !== 1 || !targetUrl) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
    console.error('The target must be a postgres:// or postgresql:// address.');
    return 2;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: this install already keeps its data in PostgreSQL. Unset it to move the embedded database in DATA_DIR.');
    return 2;
  }
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : 500;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    console.error('--batch-size must be a whole number from 1 to 10000.');
    return 2;
  }
  const fileTarget = env.STORAGE === 's3' ? await createFileStorage(env) : undefined;
  console.log(`Moving ${env.DATA_DIR} to ${shown(targetUrl)}${fileTarget ? ` and its files to the bucket ${env.S3_BUCKET}` : ''}…`);
  try {
    const summary = await moveToPostgres({
      dataDir: env.DATA_DIR,
      targetUrl,
      fileSource: localDiskStorage(localFilesDir(env)),
      fileTarget,
      batchSize,
      onProgress: (line) => console.log(line),
    });
    const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Done: ${summary.tables.length} tables, ${rows} rows, every table's count checked.`);
    if (summary.files) console.log(`Files: ${summary.files.copied} copied, ${summary.files.present} were already in the bucket.`);
    console.log(`Now start Genie with DATABASE_URL=${shown(targetUrl)}${fileTarget ? ' and the same S3_* settings' : ' (files stay in DATA_DIR/files; set STORAGE=s3 first to move them too)'}. The embedded copy in ${env.DATA_DIR} is untouched.`);
    return 0;
  } finally {
    fileTarget?.close?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof MoveError ? err.message : err);
    process.exit(1);
  },
);
