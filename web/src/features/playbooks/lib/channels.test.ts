import type { SelectedChannels } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { channelNames, mergeChannels, normalizeChannels } from './channels';

describe('selectedChannels in its three shapes', () => {
  it('reads a list of names', () => {
    expect(normalizeChannels(['LinkedIn', ' Email ', ''])).toEqual([
      { name: 'LinkedIn', fields: [] },
      { name: 'Email', fields: [] },
    ]);
  });

  it('reads a list of objects with a channel, other keys becoming details', () => {
    expect(
      normalizeChannels([
        { channel: 'LinkedIn', description: 'Thought leadership', budget: '40%' },
        { channel: 'Email', priority: 'High', notes: null },
      ]),
    ).toEqual([
      { name: 'LinkedIn', description: 'Thought leadership', fields: [{ key: 'budget', value: '40%' }] },
      { name: 'Email', description: undefined, fields: [{ key: 'priority', value: 'High' }] },
    ]);
  });

  it('reads a map of channel -> details, leaving out channels set to false', () => {
    expect(
      normalizeChannels({
        'Google Business Profile': { priority: 'High' },
        Events: 'Two breakfasts',
        Podcasts: true,
        Print: false,
      }),
    ).toEqual([
      {
        name: 'Google Business Profile',
        description: undefined,
        fields: [{ key: 'priority', value: 'High' }],
      },
      { name: 'Events', description: 'Two breakfasts', fields: [] },
      { name: 'Podcasts', fields: [] },
    ]);
  });

  it('answers no channels for null or an empty value', () => {
    expect(normalizeChannels(null)).toEqual([]);
    expect(normalizeChannels([])).toEqual([]);
    expect(normalizeChannels({})).toEqual([]);
  });

  it('gives the wizard the names, and saves them back in the stored shape', () => {
    const objects: SelectedChannels = [{ channel: 'LinkedIn', budget: '40%' }, { channel: 'Email' }];
    expect(channelNames(objects)).toEqual(['LinkedIn', 'Email']);
    expect(mergeChannels(['linkedin', 'Webinars'], objects)).toEqual([
      { channel: 'LinkedIn', budget: '40%' },
      { channel: 'Webinars' },
    ]);

    const map = { LinkedIn: { priority: 'High' }, Print: false };
    expect(mergeChannels(['LinkedIn', 'Events'], map)).toEqual({
      LinkedIn: { priority: 'High' },
      Events: true,
    });

    expect(mergeChannels(['A', 'B'], ['A'])).toEqual(['A', 'B']);
    expect(mergeChannels(['A'], null)).toEqual(['A']);
  });
});
