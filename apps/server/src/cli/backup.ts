// npm run backup [-- --out <file.tar.gz>]
//
// Backs up an embedded install (DATA_DIR: the PGlite database, local files and the file-link secret)
// into one .tar.gz. Stop Genie first: the embedded database is copied as it lies on disk. With
// DATABASE_URL set, back up PostgreSQL with its own tools (pg_dump) instead; with STORAGE=s3 the files
// stay in the bucket (keep its versioning or replication on) and the archive holds the database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadEnv } from '../env.ts';
import { BackupError, createEmbeddedBackup } from '../backup/embedded-backup.ts';

const usage = `Usage:
  npm run backup [-- --out <file.tar.gz>]

Writes DATA_DIR's embedded database and files into one archive (default: genie-backup-<date>.tar.gz here).
Stop Genie first. Restore with: npm run restore -- <file.tar.gz>`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: this install keeps its data in PostgreSQL. Back it up with pg_dump (and the bucket with its own tools).');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const archive = path.resolve(values.out ?? `genie-backup-${stamp}.tar.gz`);
  const summary = await createEmbeddedBackup({ dataDir: env.DATA_DIR, archive, includeFiles: env.STORAGE === 'local' });
  console.log(`Backed up ${env.DATA_DIR} to ${summary.archive} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.files} files).`);
  if (env.STORAGE === 's3') console.log(`Files are in the bucket ${env.S3_BUCKET} and are not in the archive.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
    process.exit(1);
  },
);
