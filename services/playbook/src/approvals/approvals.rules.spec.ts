import { disclosuresOf, findingsOf, mayReview, retainUntil } from './approvals.rules.js';

const ADVISOR = { role: 'team_member' as const, flagged: false, seesOwner: true };
const record = { requestedBy: 'author', ownerId: 'owner' };

describe('approval rules (docs/approvals.md)', () => {
  it('lets an admin, the owner’s advisor and a marked reviewer decide, never the author or the owner', () => {
    expect(mayReview('adv', ADVISOR, record)).toBe(true);
    expect(mayReview('adv', { ...ADVISOR, seesOwner: false }, record)).toBe(false);
    expect(mayReview('adm', { role: 'admin', flagged: false, seesOwner: false }, record)).toBe(true);
    expect(mayReview('rev', { role: 'client', flagged: true, seesOwner: false }, record)).toBe(true);
    expect(mayReview('usr', { role: 'client', flagged: false, seesOwner: true }, record)).toBe(false);
    expect(mayReview('author', { role: 'admin', flagged: true, seesOwner: true }, record)).toBe(false);
    expect(mayReview('owner', { role: 'admin', flagged: true, seesOwner: true }, record)).toBe(false);
  });

  it('keeps the findings of a violating claim with the field they are in, and the trade’s disclosures', () => {
    const findings = findingsOf(
      { valueProposition: 'Guaranteed 12% returns every year.', keyMessages: ['Plan with care.'] },
      'financial-advisors',
    );
    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0]).toMatchObject({ path: 'valueProposition' });
    expect(disclosuresOf('financial-advisors').length).toBeGreaterThan(0);
    expect(findingsOf({ valueProposition: 'Guaranteed 12% returns' }, null)).toEqual([]);
    expect(disclosuresOf(null)).toEqual([]);
  });

  it('keeps approved copy whole years', () => {
    expect(retainUntil(new Date('2026-11-29T10:00:00Z'), 5).toISOString()).toBe('2031-11-29T10:00:00.000Z');
  });
});
