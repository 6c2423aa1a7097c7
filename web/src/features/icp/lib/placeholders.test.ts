import { PROFESSIONS } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { wizardPlaceholders, wizardProfession } from './placeholders';

const ACCOUNTING = /month-end|CFO|reporting|cash visibility|invoice|bookkeep/i;

describe('the wizard placeholders', () => {
  it('find the trade in the profession, else the profile name or pain points, never in the client industry', () => {
    expect(wizardProfession('dentists', 'Anyone', [])?.id).toBe('dentists');
    expect(wizardProfession(null, 'Anxious dental patients', [])?.id).toBe('dentists');
    expect(wizardProfession(null, 'Nervous adults', ['Afraid of the dentist'])?.id).toBe('dentists');
    expect(wizardProfession(null, 'Nervous adults', [])).toBeUndefined();
  });

  it('speak of patients for a dental practice and of the books for an accountant', () => {
    const dental = Object.values(wizardPlaceholders('b2c', wizardProfession('dentists', '', []))).join(' | ');
    expect(dental).not.toMatch(ACCOUNTING);
    expect(dental).toMatch(/check-up|appointment/);
    const accountant = wizardPlaceholders('b2b', wizardProfession('accountants', '', []));
    expect(accountant.goals).toBe('e.g. Cut month-end close from 10 days to 3');
    expect(accountant.decisionMakerTitle).toBe('e.g. Chief Financial Officer');
  });

  it('give every profession and kind of client a plain example for every field', () => {
    for (const p of PROFESSIONS)
      for (const type of ['b2b', 'b2c'] as const)
        for (const [field, text] of Object.entries(wizardPlaceholders(type, p))) {
          expect([field, text]).toEqual([field, expect.stringMatching(/^e\.g\. [A-Z$0-9][^']*[^\s']$/)]);
        }
  });
});
