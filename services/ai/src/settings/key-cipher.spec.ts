import { randomBytes } from 'node:crypto';
import { KeyCipher } from './key-cipher.js';

describe('KeyCipher (AES-256-GCM)', () => {
  const cipher = new KeyCipher(randomBytes(32));
  const user = '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10';

  it('round-trips, with a new IV for every seal', () => {
    const a = cipher.seal('sk-live-123', user);
    const b = cipher.seal('sk-live-123', user);
    expect(cipher.open(a, user)).toBe('sk-live-123');
    expect(a.iv).toHaveLength(12);
    expect(a.tag).toHaveLength(16);
    expect(a.iv.equals(b.iv)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(a.ciphertext.toString('utf8')).not.toContain('sk-live');
  });

  it('refuses a tampered ciphertext, another user, or another key', () => {
    const sealed = cipher.seal('sk-live-123', user);
    const tampered = { ...sealed, ciphertext: Buffer.from(sealed.ciphertext) };
    tampered.ciphertext[0]! ^= 1;
    expect(() => cipher.open(tampered, user)).toThrow();
    expect(() => cipher.open(sealed, '00000000-0000-4000-8000-000000000000')).toThrow();
    expect(() => new KeyCipher(randomBytes(32)).open(sealed, user)).toThrow();
    expect(() => new KeyCipher(randomBytes(16))).toThrow('32 bytes');
  });
});
