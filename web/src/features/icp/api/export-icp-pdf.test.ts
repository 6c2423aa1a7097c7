import { describe, expect, it } from 'vitest';
import { fallbackPdfName, fileNameFromDisposition } from './export-icp-pdf';

describe('PDF file names', () => {
  it("uses the server's Content-Disposition name", () => {
    expect(fileNameFromDisposition('attachment; filename="icp-SaaS-CFOs-2025.pdf"')).toBe(
      'icp-SaaS-CFOs-2025.pdf',
    );
    expect(fileNameFromDisposition("attachment; filename=x.pdf; filename*=UTF-8''icp-caf%C3%A9.pdf")).toBe(
      'icp-café.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('falls back to icp, the name, a timestamp, .pdf', () => {
    expect(fallbackPdfName('SaaS / CFOs!', new Date('2025-03-04T05:06:07.000Z'))).toBe(
      'icp-SaaS-CFOs-2025-03-04T05-06-07.pdf',
    );
  });
});
