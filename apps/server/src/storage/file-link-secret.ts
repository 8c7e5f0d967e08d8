import type { Env } from '../env.ts';
import { loadGeneratedSecret } from './generated-secret.ts';

/**
 * The key request files' links are signed with: FILE_LINK_SECRET when configured, otherwise a random
 * one generated on first start and kept in DATA_DIR/file-link-secret, so links survive a restart.
 */
export function loadFileLinkSecret(env: Pick<Env, 'FILE_LINK_SECRET' | 'DATA_DIR'>): Promise<Buffer> {
  return loadGeneratedSecret(env.FILE_LINK_SECRET, env.DATA_DIR, 'file-link-secret');
}
