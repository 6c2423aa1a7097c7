import {
  kpiReminderExcerpt,
  mentionParts,
  newMentions,
  noteExcerpt,
  notificationPath,
  notificationQuotesExcerpt,
  notificationSummaryLine,
  parseMentions,
} from './notifications.js';

describe('mentions in a note', () => {
  it('finds @username tokens, lower case, each once, in order', () => {
    expect(parseMentions('@Ann please check with @bob_2 and @ann again')).toEqual(['ann', 'bob_2']);
  });

  it('leaves trailing punctuation out of the name', () => {
    expect(parseMentions('Thanks @ann, (@bob) and @carl! Also @dora. @eve?')).toEqual([
      'ann',
      'bob',
      'carl',
      'dora',
      'eve',
    ]);
  });

  it('does not take an e-mail address for a mention', () => {
    expect(parseMentions('write to ann@example.com or bob.smith@corp.io')).toEqual([]);
    expect(parseMentions('x@@ann @@bob')).toEqual([]);
  });

  it('ignores names shorter or longer than a user name may be', () => {
    expect(parseMentions('@ab @abc @abcdefghijklmnopqrstu')).toEqual(['abc']);
  });

  it('finds a mention at the start of a line and after a line break', () => {
    expect(parseMentions('@ann\n@bob: hi')).toEqual(['ann', 'bob']);
  });

  it('an edit notifies only the names it added', () => {
    expect(newMentions('hi @ann', 'hi @ANN and @bob')).toEqual(['bob']);
    expect(newMentions('@ann @bob', '@bob')).toEqual([]);
  });

  it('cuts a note into text and the mentions parseMentions reads, losing nothing', () => {
    const text = 'Ask @Ann, not ann@example.com; @ab is too short.\n@bob_2: done';
    const parts = mentionParts(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.username).map((p) => [p.text, p.username])).toEqual([
      ['@Ann', 'ann'],
      ['@bob_2', 'bob_2'],
    ]);
    expect(parts.flatMap((p) => (p.username ? [p.username] : []))).toEqual(parseMentions(text));
    expect(mentionParts('no mentions')).toEqual([{ text: 'no mentions' }]);
  });

  it('cuts an excerpt with an ellipsis and folds whitespace', () => {
    expect(noteExcerpt('  a \n b  ')).toBe('a b');
    expect(noteExcerpt('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('notification wording and links', () => {
  it('says who did what where', () => {
    expect(notificationSummaryLine({ kind: 'mention', actorName: 'Ann Lee', itemName: 'Acme' })).toBe(
      'Ann Lee mentioned you on Acme',
    );
    expect(notificationSummaryLine({ kind: 'task_completed', actorName: null, itemName: null })).toBe(
      'Someone completed your task',
    );
    expect(notificationSummaryLine({ kind: 'client_assigned', actorName: 'Admin', itemName: 'Bo Ek' })).toBe(
      'Admin assigned you a client: Bo Ek',
    );
    expect(notificationSummaryLine({ kind: 'shares_revoked', actorName: 'Ann Lee', itemName: 'Acme' })).toBe(
      'Share links Ann Lee made on Acme were revoked',
    );
    expect(notificationSummaryLine({ kind: 'shares_revoked', actorName: null, itemName: null })).toBe(
      'Share links someone made were revoked',
    );
  });

  it('reads a KPI review reminder from its excerpt, which it does not quote', () => {
    const excerpt = kpiReminderExcerpt('March 2026', ['Booked consultations']);
    expect(excerpt).toBe('March 2026 for Booked consultations');
    expect(
      notificationSummaryLine({ kind: 'kpi_review', actorName: null, itemName: 'Q1 plan', excerpt }),
    ).toBe('Time to record March 2026 for Booked consultations in Q1 plan');
    expect(kpiReminderExcerpt('Q1 2026', ['Leads', 'Revenue', 'Demos'])).toBe(
      'Q1 2026 for Leads, Revenue and Demos',
    );
    expect(notificationSummaryLine({ kind: 'kpi_review', actorName: null, itemName: null })).toBe(
      'Time to record KPI values',
    );
    expect(notificationQuotesExcerpt('kpi_review')).toBe(false);
    expect(notificationQuotesExcerpt('mention')).toBe(true);
    const id = '00000000-0000-4000-8000-000000000001';
    expect(notificationPath({ kind: 'kpi_review', itemKind: 'playbook', itemId: id })).toBe(
      `/playbooks/${id}#kpi-actuals`,
    );
  });

  it('opens the item', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(notificationPath({ itemKind: 'icp', itemId: id })).toBe(`/icp/${id}`);
    expect(notificationPath({ itemKind: 'playbook', itemId: id })).toBe(`/playbooks/${id}`);
    expect(notificationPath({ itemKind: 'user', itemId: id })).toBe('/team/clients');
  });
});
