import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name';

describe('fileNameFromDisposition', () => {
  it('reads the quoted or the bare filename=', () => {
    expect(fileNameFromDisposition('attachment; filename="icp-SaaS-CFOs-2025.pdf"')).toBe(
      'icp-SaaS-CFOs-2025.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
  });

  it('prefers the decoded filename*= and falls back to filename= when it cannot be decoded', () => {
    expect(fileNameFromDisposition("attachment; filename=x.pdf; filename*=UTF-8''icp-caf%C3%A9.pdf")).toBe(
      'icp-café.pdf',
    );
    expect(fileNameFromDisposition("attachment; filename=x.pdf; filename*=UTF-8''bad%E0%A4.pdf")).toBe(
      'x.pdf',
    );
  });

  it('turns path separators into _ in either form', () => {
    expect(fileNameFromDisposition('attachment; filename="../etc/passwd"')).toBe('.._etc_passwd');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''a%2Fb%5Cc.pdf")).toBe('a_b_c.pdf');
  });

  it('is undefined without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});
