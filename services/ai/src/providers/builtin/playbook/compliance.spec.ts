import { checkComplianceOf, complianceRegimeOf, type PlaybookGenerationOptions } from '@icp-studio/contracts';
import { formOf } from '../review/render.js';
import { REVIEW_SET } from '../review/set.js';
import { generatePlaybookSections } from './index.js';

/*
 * The built-in engine's playbooks against the compliance check (docs/compliance.md, "How well it works"):
 * the copy the engine writes for a regulated trade should raise no finding, so a rule that starts flagging
 * the engine's plain copy, or copy that starts breaking a rule, shows here. Every regulated trade of the
 * review set: 0 findings (the last ones, "pain-free", "heals", a "Specialist" pillar, soliciting words
 * "in their own words", were reworded).
 */
const OPTIONS: PlaybookGenerationOptions = {
  startDate: '2026-03-02',
  budget: { amount: 12000, currency: 'USD' },
};
const regulated = REVIEW_SET.filter((r) => complianceRegimeOf(r.profile.profession));

describe("the engine's playbooks and the compliance check", () => {
  it('covers the regulated trades of the review set', () => {
    expect(regulated.length).toBeGreaterThan(10);
  });

  it.each(regulated.map((r) => [r.id, r] as const))('%s raises no finding', (_id, r) => {
    const sections = generatePlaybookSections(formOf(r.profile), OPTIONS);
    const findings = checkComplianceOf(sections, r.profile.profession);
    const kinds = [...new Set(findings.map((f) => `${f.ruleId}: ${f.phrase.toLowerCase()}`))].sort();
    expect(kinds).toEqual([]);
  });
});
