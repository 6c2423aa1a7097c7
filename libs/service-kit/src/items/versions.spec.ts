import { normalisedText, normalisedValue } from '@icp-studio/contracts';
import { changedFields } from './versions.js';

describe('version rules: what counts as a change (docs/product.md §13)', () => {
  it('reads a text as a reader sees it', () => {
    expect(normalisedText(' Calm\r\nmornings \t for  clinics.\r\n\r\n\r\n\r\nDaily. ')).toBe(
      'Calm\nmornings for clinics.\n\nDaily.',
    );
    expect(normalisedText('Cafe\u0301')).toBe(normalisedText('Café'));
  });

  it('takes empty texts, lists and objects for nothing, and keeps a null that names something', () => {
    expect([normalisedValue(''), normalisedValue('  '), normalisedValue([]), normalisedValue({})]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(normalisedValue({ ' Webinars ': null, Email: ' weekly ' })).toEqual({
      Webinars: null,
      Email: 'weekly',
    });
  });

  it('names only the fields a reader would see changed; the order of a list is a change', () => {
    const fields = ['valueProposition', 'selectedChannels', 'marketingGoals', 'positioning'];
    const before = {
      valueProposition: 'Calm mornings.',
      selectedChannels: [{ channel: 'LinkedIn', reason: 'Where owners read.\r\nDaily.' }, 'Email'],
      marketingGoals: ['More patients', 'Fewer no-shows'],
      positioning: null,
    };
    const after = {
      valueProposition: 'Calm mornings, every day.',
      selectedChannels: [{ reason: 'Where owners read. \nDaily.', channel: 'LinkedIn ' }, 'Email'],
      marketingGoals: ['More patients', 'Fewer no-shows'],
      positioning: '',
    };
    expect(changedFields(before, after, fields)).toEqual(['valueProposition']);
    expect(
      changedFields(before, { ...before, marketingGoals: ['Fewer no-shows', 'More patients'] }, fields),
    ).toEqual(['marketingGoals']);
    expect(changedFields(before, { ...before, positioning: 'Calm' }, fields)).toEqual(['positioning']);
  });
});
