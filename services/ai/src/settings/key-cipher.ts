import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SealedKey {
  ciphertext: Buffer;
  /** 12 random bytes, new for every write. */
  iv: Buffer;
  /** The GCM authentication tag (16 bytes): a changed ciphertext does not decrypt. */
  tag: Buffer;
}

/**
 * Encrypts users' API keys at rest with AES-256-GCM under AI_ENCRYPTION_KEY. The user id is the
 * additional authenticated data, so a sealed key copied onto another user's row does not decrypt.
 */
export class KeyCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  }

  seal(plain: string, userId: string): SealedKey {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { ciphertext, iv, tag: cipher.getAuthTag() };
  }

  open(sealed: SealedKey, userId: string): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.iv);
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
  }
}
