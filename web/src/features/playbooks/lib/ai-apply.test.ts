import { describe, expect, it } from 'vitest';
import { campaignsPatch, messagingPatch } from './ai-apply';
import { parseCampaigns } from './json-or-text';

describe('applying AI suggestions', () => {
  it('fills the value proposition, adds new key messages and writes the pillars as a list', () => {
    expect(
      messagingPatch(
        { keyMessages: ['Referrals you can predict'] },
        {
          valueProposition: ' Predictable referrals ',
          keyMessages: ['referrals you can predict', 'Fixed fees'],
          messagingPillars: ['Expertise', 'Pricing'],
        },
      ),
    ).toEqual({
      valueProposition: 'Predictable referrals',
      keyMessages: ['Referrals you can predict', 'Fixed fees'],
      messagingPillars: '["Expertise","Pricing"]',
    });
    expect(messagingPatch({ keyMessages: [] }, {})).toEqual({});
  });

  it('writes campaign ideas as campaigns', () => {
    const { campaigns } = campaignsPatch([{ name: 'Q1', timeline: '8 weeks' }, 'Webinars']);
    expect(parseCampaigns(campaigns)).toEqual([{ name: 'Q1', timeline: '8 weeks' }, { name: 'Webinars' }]);
  });
});
