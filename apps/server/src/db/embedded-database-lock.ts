import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) keeps `postmaster.pid` in its folder while a process has it open and
 * removes it when it closes cleanly. Offline tools (backup, restore, db:move) refuse to run while it is
 * there: two processes on one PGlite folder corrupt it.
 */
export function embeddedDatabaseInUse(databaseDir: string): boolean {
  return fs.existsSync(path.join(databaseDir, 'postmaster.pid'));
}

export function embeddedDatabaseInUseMessage(databaseDir: string): string {
  return (
    `The embedded database in ${databaseDir} is open (postmaster.pid is there): stop Genie first. ` +
    'If Genie is not running (it was stopped abruptly), start it once and stop it with Ctrl+C, so the database closes cleanly.'
  );
}
