// npm run restore -- <file.tar.gz> [--force]
//
// Restores a backup made by `npm run backup` into DATA_DIR, which must be empty (or not exist yet);
// --force replaces the database, files and file-link secret already there. Stop Genie first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadEnv } from '../env.ts';
import { BackupError, restoreEmbeddedBackup } from '../backup/embedded-backup.ts';

const usage = `Usage:
  npm run restore -- <file.tar.gz> [--force]

Unpacks a backup into DATA_DIR (empty, or --force to replace its database and files). Stop Genie first.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const env = loadEnv();
  const archive = path.resolve(positionals[0] as string);
  const summary = await restoreEmbeddedBackup({ archive, dataDir: env.DATA_DIR, force: values.force ?? false });
  console.log(`Restored ${archive} into ${summary.dataDir} (${summary.files} files). Start Genie with the same settings.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
    process.exit(1);
  },
);
