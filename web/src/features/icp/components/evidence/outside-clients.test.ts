import { describe, expect, it } from 'vitest';
import type { EvidenceReport } from '@icp-studio/contracts';
import { outsideClients } from './evidence-report-view';

const report = (over: Partial<EvidenceReport>): EvidenceReport => ({
  rows: 10,
  clients: 10,
  lost: 0,
  withValue: 0,
  totalValue: 0,
  topFifth: null,
  attributes: [],
  suggestions: [],
  ...over,
});

describe('the rows that are not clients', () => {
  it('says nothing when every row is a client', () => {
    expect(outsideClients(report({}))).toBe('');
  });

  it('names lost and open deals and the duplicates counted once', () => {
    expect(outsideClients(report({ lost: 3, open: 1, duplicates: 2 }))).toBe(
      ' (and 3 lost deals, 1 open deal; 2 duplicate rows counted once)',
    );
    expect(outsideClients(report({ duplicates: 1 }))).toBe(' (1 duplicate row counted once)');
  });
});
