import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the provider keys studios connect (issue 25) with AES-256-GCM under a key derived (HKDF-SHA256)
 * from the server's secret (PROVIDER_KEY_SECRET, or DATA_DIR/provider-key-secret). Each sealed value is
 * bound to its owner through the additional data (designer and kind), so a value copied into another
 * studio's row does not open. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export interface KeyBox {
  seal(plaintext: string, owner: string): string;
  /** The plaintext, or throws when the value was changed, belongs to another owner or another secret. */
  open(sealed: string, owner: string): string;
}

const VERSION = 'v1';

export function createKeyBox(secret: Buffer): KeyBox {
  if (secret.length < 32) throw new Error('the provider key secret must be at least 32 bytes');
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'genie provider keys v1', 32));
  return {
    seal(plaintext, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed, owner) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed provider key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(owner, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
