import {
  MAX_NAME_PART,
  attachmentHeader,
  exportFileName,
  fileTimestamp,
  sanitiseNamePart,
} from './file-name.js';

describe('export file names', () => {
  const at = new Date('2026-11-21T06:33:59Z');

  it('is icp or playbook, the sanitised name and a minute timestamp', () => {
    expect(exportFileName('icp', 'Dental Clinics', at)).toBe('icp-dental-clinics-20261121-0633.pdf');
    expect(exportFileName('playbook', 'Q1 Plan', at)).toBe('playbook-q1-plan-20261121-0633.pdf');
  });

  it('pads the timestamp and takes it in UTC', () => {
    expect(fileTimestamp(new Date('2027-01-02T03:04:05Z'))).toBe('20270102-0304');
  });

  it('keeps only a-z, 0-9 and single dashes, and drops accents', () => {
    expect(sanitiseNamePart('  Zoë Ærøskøbing — Łódź!!  ')).toBe('zoe-aeroskobing-lodz');
    expect(sanitiseNamePart('Straße & Söhne GmbH')).toBe('strasse-sohne-gmbh');
    expect(sanitiseNamePart('a---b___c...d')).toBe('a-b-c-d');
    expect(sanitiseNamePart('--Lead--')).toBe('lead');
  });

  it('removes everything that could break the header or a path', () => {
    const part = sanitiseNamePart('../../etc/passwd"; filename=evil.exe\r\nX-Injected: 1');
    expect(part).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(part).toBe('etc-passwd-filename-evil-exe-x-injected-1');
  });

  it('caps the length without leaving a dash at the end', () => {
    const part = sanitiseNamePart(`${'abcdefghi '.repeat(20)}`);
    expect(part.length).toBeLessThanOrEqual(MAX_NAME_PART);
    expect(part.endsWith('-')).toBe(false);
    expect(part.startsWith('abcdefghi-abcdefghi')).toBe(true);
  });

  it('falls back to untitled when nothing ASCII is left (Chinese, Arabic)', () => {
    expect(exportFileName('icp', '中文 العربية', at)).toBe('icp-untitled-20261121-0633.pdf');
    expect(exportFileName('icp', '中文 Plan', at)).toBe('icp-plan-20261121-0633.pdf');
  });

  it('quotes the name in an attachment header', () => {
    expect(attachmentHeader('icp-a-20261121-0633.pdf')).toBe(
      'attachment; filename="icp-a-20261121-0633.pdf"',
    );
  });
});
