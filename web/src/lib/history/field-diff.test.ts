import { describe, expect, it } from 'vitest';
import { fieldDiff, isChanged, sentences, type DiffRow } from './field-diff';

/** A row as text: "kind | before | after", words marked -removed- and +added+. */
function show(rows: DiffRow[]): string[] {
  const side = (parts: DiffRow['before']) =>
    parts
      ?.map((p) => (p.kind === 'removed' ? `-${p.text}-` : p.kind === 'added' ? `+${p.text}+` : p.text))
      .join('') ?? '';
  return rows.map((r) => `${r.kind} | ${side(r.before)} | ${side(r.after)}`);
}

describe('fieldDiff: what the History shows of a field', () => {
  it('shows nothing for what a reader would not see: line ends, spaces, key order, empty as nothing', () => {
    expect(fieldDiff('Calm mornings.\r\nDaily. ', 'Calm  mornings.\nDaily.')).toBeNull();
    // A version is stored with its keys reordered (jsonb): the same channels, not "rewritten".
    const current = [{ channel: 'LinkedIn', rank: 1, stage: 'awareness', reason: 'Where owners read' }];
    const stored = [{ rank: 1, stage: 'awareness', reason: 'Where owners read', channel: 'LinkedIn' }];
    expect(fieldDiff(stored, current)).toBeNull();
    expect(
      fieldDiff(
        { SEO: 'evergreen', 'LinkedIn Ads': { budget: 500 } },
        { 'LinkedIn Ads': { budget: 500 }, SEO: 'evergreen' },
      ),
    ).toBeNull();
    expect([isChanged('', null), isChanged([], null), isChanged({}, undefined)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('diffs prose by sentence: a rewritten sentence whole on each side, a touched one word by word', () => {
    const before = 'We help busy clinics. Patients book online in a minute. Reminders cut no-shows.';
    const after =
      'We help busy clinics. Every patient gets a personal coach from day one. Reminders cut no-shows by half.';
    expect(show(fieldDiff(before, after)!.rows)).toEqual([
      'same | We help busy clinics. | We help busy clinics.',
      'changed | -Patients book online in a minute.- | +Every patient gets a personal coach from day one.+',
      'changed | Reminders cut -no-shows.- | Reminders cut +no-shows by half.+',
    ]);
    expect(fieldDiff(before, after)!.mode).toBe('sentences');
  });

  it('adds and removes whole sentences, and a short text changed in a word keeps its word diff', () => {
    expect(show(fieldDiff('One. Two.', 'One. Two. Three.')!.rows)).toEqual([
      'same | One. | One.',
      'same | Two. | Two.',
      'added |  | +Three.+',
    ]);
    expect(show(fieldDiff('Dental clinics in Austin', 'Orthodontic clinics in Austin')!.rows)).toEqual([
      'changed | -Dental- clinics in Austin | +Orthodontic+ clinics in Austin',
    ]);
    expect(show(fieldDiff(null, 'New text.')!.rows)).toEqual(['added |  | +New text.+']);
  });

  it('diffs lists by item: an added item, a removed one, a changed one beside the old one, order kept', () => {
    const rows = fieldDiff(
      ['Leads', 'Reviews', 'Referrals'],
      ['Leads', 'Google reviews', 'Referrals', 'Churn'],
    )!;
    expect(rows.mode).toBe('items');
    expect(show(rows.rows)).toEqual([
      'same | Leads | Leads',
      'changed | -Reviews- | +Google reviews+',
      'same | Referrals | Referrals',
      'added |  | +Churn+',
    ]);
    expect(show(fieldDiff(['A', 'B'], ['B', 'A'])!.rows)).toEqual([
      'removed | -A- | ',
      'same | B | B',
      'added |  | +A+',
    ]);
  });

  it('shows a changed object item with the keys in the same order on both sides', () => {
    const before = [{ rank: 1, reason: 'Where owners read', channel: 'LinkedIn' }];
    const after = [{ channel: 'LinkedIn', rank: 1, reason: 'Where clinic owners read' }];
    expect(show(fieldDiff(before, after)!.rows)).toEqual([
      'changed | channel: LinkedIn\nrank: 1\nreason: Where owners read | channel: LinkedIn\nrank: 1\nreason: Where +clinic +owners read',
    ]);
  });

  it('diffs a map entry by entry, whatever their order', () => {
    expect(
      show(
        fieldDiff({ SEO: 'evergreen', Email: true }, { Email: true, SEO: 'evergreen', Webinars: null })!.rows,
      ),
    ).toEqual([
      'same | Email: true | Email: true',
      'same | SEO: evergreen | SEO: evergreen',
      'added |  | +Webinars+',
    ]);
  });

  it('splits sentences at their closing marks and at line breaks', () => {
    expect(sentences('First one. Second one?\nThird "quoted." Fourth…  Fifth')).toEqual([
      'First one.',
      'Second one?',
      'Third "quoted."',
      'Fourth…',
      'Fifth',
    ]);
  });
});
