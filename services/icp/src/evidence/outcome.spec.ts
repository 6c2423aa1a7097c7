import { outcomeColumnByValues, readOutcome, readStatus } from './outcome.js';

describe('reading won and lost', () => {
  it.each([
    ['Won', 'won'],
    ['Closed Won', 'won'],
    ['Active client', 'won'],
    ['Kunde', 'won'],
    ['yes', 'won'],
    ['Lost', 'lost'],
    ['Closed Lost - price', 'lost'],
    ['Lost (competitor)', 'lost'],
    ['Churned', 'lost'],
    ['Former client', 'lost'],
    ['Ex-customer', 'lost'],
    ['Inactive', 'lost'],
    ['No longer a client', 'lost'],
    ['Gekündigt', 'lost'],
    ['no', 'lost'],
    ['Open', 'open'],
    ['Proposal sent', 'open'],
    ['In negotiation', 'open'],
    ['', null],
    ['Blue', null],
  ])('%s reads as %s', (cell, outcome) => {
    expect(readOutcome(cell)).toBe(outcome);
  });
});

describe('reading a kept or a churned client', () => {
  it.each([
    ['Active', 'active'],
    ['Active client', 'active'],
    ['Current customer', 'active'],
    ['Renewed', 'active'],
    ['Aktiv', 'active'],
    ['Churned', 'churned'],
    ['Cancelled', 'churned'],
    ['Former client', 'churned'],
    ['Ex-customer', 'churned'],
    ['Inactive', 'churned'],
    ['No longer a client', 'churned'],
    ['Nicht mehr Kunde', 'churned'],
    ['Gekündigt', 'churned'],
    ["N'est plus client", 'churned'],
    ['Closed Won', 'won'],
    ['closedwon', 'won'],
    ['Not a client', 'lost'],
    ['Closed Lost', 'lost'],
    ['closedlost', 'lost'],
    ['Declined', 'lost'],
    ['Prospecting', 'open'],
    ['Needs Analysis', 'open'],
    ['Proposal/Price Quote', 'open'],
    ['Negotiation/Review', 'open'],
    ['Id. Decision Makers', 'open'],
    ['appointmentscheduled', 'open'],
    ['Contract Sent', 'open'],
    ['Blue', null],
  ])('%s reads as %s', (cell, status) => {
    expect(readStatus(cell)).toBe(status);
  });

  it('reads a kept client as won and a churned one as lost for the report', () => {
    expect(readOutcome('Active')).toBe('won');
    expect(readOutcome('Churned')).toBe('lost');
    expect(readOutcome('No longer a client')).toBe('lost');
  });
});

describe('a won/lost column found by its values', () => {
  const headers = ['Company', 'Newsletter', 'Notes 2', 'Fee'];
  const rows = [
    ['A', 'yes', 'Won', '10'],
    ['B', 'no', 'Closed lost', '20'],
    ['C', 'yes', '', '30'],
    ['D', 'no', 'Churned', '40'],
  ];

  it('takes the column whose cells are all outcomes in words, with a won and a lost', () => {
    expect(outcomeColumnByValues(headers, rows)).toBe('Notes 2');
  });

  it('never takes a yes/no flag, a column already mapped or one with other words', () => {
    expect(outcomeColumnByValues(headers, rows, new Set(['Notes 2']))).toBeNull();
    expect(outcomeColumnByValues(headers, [...rows, ['E', 'yes', 'Blue', '1']])).toBeNull();
    expect(
      outcomeColumnByValues(
        headers,
        rows.map((r) => [r[0]!, r[1]!, 'Won', r[3]!]),
      ),
    ).toBeNull();
  });
});
