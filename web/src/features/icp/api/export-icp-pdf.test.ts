import { describe, expect, it } from 'vitest';
import { fallbackPdfName } from './export-icp-pdf';

describe('PDF file names', () => {
  it('falls back to icp, the name, a timestamp, .pdf', () => {
    expect(fallbackPdfName('SaaS / CFOs!', new Date('2025-03-04T05:06:07.000Z'))).toBe(
      'icp-SaaS-CFOs-2025-03-04T05-06-07.pdf',
    );
  });
});
