import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** Memory scrypt needs for these parameters, with headroom (Node's default cap is 32 MiB). */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

/**
 * Hashes a password with scrypt and a random salt. The parameters travel with the hash:
 * `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<key b64url>`.
 */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** logN;
  const key = await scrypt(password, salt, KEY_LENGTH, { N: n, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(n, BLOCK_SIZE) });
  return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; an unreadable stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logNText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
  const logN = Number(logNText);
  const r = Number(rText);
  const p = Number(pText);
  if (![logN, r, p].every(Number.isInteger) || logN < 1 || logN > 22 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const n = 2 ** logN;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
  return timingSafeEqual(actual, expected);
}
