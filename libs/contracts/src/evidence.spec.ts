import { EVIDENCE_CSV_MAX_BYTES, evidenceUploadSchema, jsonUtf8Bytes } from './evidence.js';

describe('the CSV size of the evidence routes', () => {
  it('counts the UTF-8 bytes of the JSON-encoded text', () => {
    expect(jsonUtf8Bytes('ab')).toBe(4); // "ab"
    expect(jsonUtf8Bytes('a\nb"')).toBe(8); // "a\nb\""
    expect(jsonUtf8Bytes('é')).toBe(4);
    expect(jsonUtf8Bytes('中')).toBe(5);
    expect(jsonUtf8Bytes('🙂')).toBe(6);
    expect(jsonUtf8Bytes('\uD800')).toBe(8); // a lone surrogate is escaped: "\ud800"
  });

  it('refuses a CSV over the limit in bytes even when its characters are under it', () => {
    const ascii = 'a'.repeat(EVIDENCE_CSV_MAX_BYTES - 2);
    expect(evidenceUploadSchema.safeParse({ csv: ascii }).success).toBe(true);
    expect(evidenceUploadSchema.safeParse({ csv: `${ascii}a` }).success).toBe(false);
    const accents = 'é'.repeat(EVIDENCE_CSV_MAX_BYTES / 2);
    expect(accents.length).toBeLessThan(EVIDENCE_CSV_MAX_BYTES);
    const refused = evidenceUploadSchema.safeParse({ csv: accents });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'The client list must be at most 992 KB when sent as text: split it into smaller files',
    );
    const lines = '\n'.repeat(EVIDENCE_CSV_MAX_BYTES / 2);
    expect(evidenceUploadSchema.safeParse({ csv: lines }).success).toBe(false);
  });
});
