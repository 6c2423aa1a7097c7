import { describe, expect, it } from 'vitest';
import { makePlaybook } from '@/test/fixtures/playbook-fixtures';
import {
  defaultPlaybookName,
  emptyPlaybookForm,
  formToPlaybookFields,
  playbookFormSchema,
  playbookToForm,
  stepOfField,
  WIZARD_STEPS,
} from './playbook-form';

describe('playbook form', () => {
  it("defaults the name to '<ICP name> - Marketing Playbook'", () => {
    expect(defaultPlaybookName('Boutique Law Firms')).toBe('Boutique Law Firms - Marketing Playbook');
    expect(defaultPlaybookName('  Dentists ')).toBe('Dentists - Marketing Playbook');
    expect(defaultPlaybookName('')).toBe('');
    expect(defaultPlaybookName(undefined)).toBe('');
    expect(emptyPlaybookForm('id', 'Dentists').name).toBe('Dentists - Marketing Playbook');
  });

  it("uses the contract's messages for the ICP and the name", () => {
    const result = playbookFormSchema.safeParse({ ...emptyPlaybookForm(), name: '   ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('icpId: ICP is required');
    expect(messages).toContain('name: Playbook name is required');
  });

  it('has five steps, each validating its own fields', () => {
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual([
      'Strategy & Goals',
      'Messaging',
      'Channels & Content',
      'Campaigns & Metrics',
      'Team & Review',
    ]);
    expect(stepOfField('name')).toBe(1);
    expect(stepOfField('keyMessages')).toBe(2);
    expect(stepOfField('campaigns')).toBe(4);
    expect(stepOfField('teamRoles')).toBe(5);
    expect(stepOfField('unknown')).toBeUndefined();
  });

  it('builds the whole PUT/POST body: trimmed text, nulls for blanks, parsed JSON, kept AI fields', () => {
    const original = makePlaybook({
      selectedChannels: [{ channel: 'LinkedIn', budget: '40%' }],
      aiContentIdeas: ['Idea'],
    });
    const fields = formToPlaybookFields(
      {
        ...playbookToForm(original),
        name: '  Referral Engine ',
        marketingGoals: [' Grow ', 'grow', ''],
        valueProposition: '  ',
        campaigns: '[{"name":"Q1"}]',
        kpis: 'Leads: 40',
        targetMetrics: '{"leads": 40}',
        teamRoles: 'Partner approves',
      },
      { status: 'draft', original },
    );
    expect(fields).toMatchObject({
      icpId: original.icpId,
      name: 'Referral Engine',
      status: 'draft',
      marketingGoals: ['Grow'],
      valueProposition: null,
      selectedChannels: [{ channel: 'LinkedIn', budget: '40%' }],
      campaigns: [{ name: 'Q1' }],
      kpis: 'Leads: 40',
      targetMetrics: { leads: 40 },
      teamRoles: 'Partner approves',
      aiGeneratedCampaigns: null,
      aiContentIdeas: ['Idea'],
    });
  });

  it('pre-fills the form from a saved playbook', () => {
    const values = playbookToForm(
      makePlaybook({
        campaigns: [{ name: 'Q1' }],
        kpis: 'text KPIs',
        selectedChannels: { LinkedIn: true, Print: false },
      }),
    );
    expect(values.campaigns).toBe(JSON.stringify([{ name: 'Q1' }], null, 2));
    expect(values.kpis).toBe('text KPIs');
    expect(values.selectedChannels).toEqual(['LinkedIn']);
  });
});
