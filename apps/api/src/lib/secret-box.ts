import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/**
 * Seals secrets the server must read back (operators' TOTP secrets) with AES-256-GCM under
 * SECRETS_KEY, so a copy of the database alone does not give them away. Without a key (outside
 * production) values are kept as they are; a value stored before the key was set is still read.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(stored: string): string;
}

export function createSecretBox(key: Buffer | undefined): SecretBox {
  return {
    seal(plaintext) {
      if (!key) return plaintext;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      if (!key) throw new Error('a sealed secret needs SECRETS_KEY');
      const [iv, tag, sealed] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('a sealed secret is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
