import type { EvidenceFitRankedItem, EvidenceWithFit, ProspectScoreResult } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, OWNER_ID, makeIcp } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const base = {
  [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ industry: 'Dental', companySize: '10-50' }) },
  [`GET /api/icps/${ICP_ID}/score`]: { status: 404, body: { code: 'not_found', status: 404, message: 'No' } },
  'GET /api/notes': listAnswer([], { limit: 200 }),
};

const evidence: EvidenceWithFit = {
  import: {
    headers: ['Company', 'Sector', 'Annual fee'],
    rowCount: 2,
    delimiter: ',',
    encoding: 'text',
    mapping: { name: 'Company', industry: 'Sector', value: 'Annual fee' },
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: OWNER_ID,
  },
  report: {
    rows: 2,
    clients: 2,
    lost: 0,
    withValue: 2,
    totalValue: 10000,
    topFifth: { clients: 1, minValue: 9000 },
    attributes: [],
    suggestions: [],
  },
  fit: {
    rulesVersion: 1,
    profileUpdatedAt: '2026-11-25T14:02:00.000Z',
    computedAt: '2026-11-25T14:02:01.000Z',
    tiers: { A: 1, B: 0, C: 0, D: 1, insufficient: 2 },
    histogram: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    changes: {
      reason: 'profile',
      previousProfileUpdatedAt: '2026-11-20T09:00:00.000Z',
      previousRulesVersion: 1,
      up: 14,
      down: 3,
      sameTierChanged: 0,
      newScores: 0,
      lostScores: 0,
      biggestMovers: [],
    },
  },
};

const item = (over: Partial<EvidenceFitRankedItem>): EvidenceFitRankedItem => ({
  row: 2,
  clientId: null,
  name: 'Smile Dental',
  value: 1000,
  score: 100,
  tier: 'A',
  status: 'scored',
  known: 1,
  compared: 1,
  reasons: [],
  rulesVersion: 1,
  previousScore: 70,
  previousTier: 'B',
  ...over,
});

async function openEvidenceTab() {
  const user = userEvent.setup({ delay: null });
  renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
  await user.click(await screen.findByRole('tab', { name: 'Evidence' }));
  return user;
}

describe('the fit tab', () => {
  it('shows what moved, the tiers and the histogram with a text alternative, and ▲/▼ per row', async () => {
    mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: evidence },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer(
        [
          item({}),
          item({ row: 3, name: 'Law Co', score: 5, tier: 'D', previousScore: 45, previousTier: 'C' }),
        ],
        { limit: 20 },
      ),
    });
    await openEvidenceTab();
    expect(
      await screen.findByText(
        /^Since the profile changed \(25 Nov, \d\d:\d\d\): 14 clients moved up a tier, 3 down\.$/,
      ),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('fit-summary');
    expect(within(summary).getByText('Tier A: 1')).toBeInTheDocument();
    expect(within(summary).getByText('Insufficient data: 2')).toBeInTheDocument();
    const histogram = within(summary).getByRole('table', { name: /Scores of 2 clients/ });
    expect(within(histogram).getByRole('row', { name: '90-100 1' })).toBeInTheDocument();
    expect(within(histogram).getByRole('row', { name: '0-9 1' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Client fit' });
    expect(within(table).getByRole('img', { name: 'Up from 70 to 100, tier B to A' })).toHaveTextContent('▲');
    expect(within(table).getByRole('img', { name: 'Down from 45 to 5, tier C to D' })).toHaveTextContent('▼');
    expect(screen.getByRole('button', { name: 'Download for HubSpot (CSV)' })).toBeInTheDocument();
  });

  it('sorts by the Fit and Value headers (aria-sort) and asks the server in that order', async () => {
    const calls = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: evidence },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([item({})], { limit: 20 }),
    });
    const user = await openEvidenceTab();
    const table = await screen.findByRole('table', { name: 'Client fit' });
    const fitHeader = within(table).getByRole('columnheader', { name: /Fit/ });
    const valueHeader = within(table).getByRole('columnheader', { name: /Value/ });
    expect(fitHeader).toHaveAttribute('aria-sort', 'descending');
    expect(valueHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(valueHeader).getByRole('button'));
    await waitFor(() => expect(valueHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(fitHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(valueHeader).getByRole('button'));
    await waitFor(() => expect(valueHeader).toHaveAttribute('aria-sort', 'ascending'));
    const urls = calls.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/evidence/fit'));
    expect(urls.some((u) => /sort=value/.test(u) && /order=desc/.test(u))).toBe(true);
    await waitFor(() =>
      expect(
        calls.mock.calls.map(([u]) => String(u)).some((u) => /sort=value/.test(u) && /order=asc/.test(u)),
      ).toBe(true),
    );
  });

  it('ranks a pasted prospect list and shows the best first', async () => {
    const ranked: ProspectScoreResult = {
      mapping: { name: 'Company', industry: 'Sector' },
      rowCount: 2,
      rulesVersion: 1,
      tiers: { A: 1, B: 0, C: 0, D: 1, insufficient: 0 },
      items: [
        {
          row: 3,
          clientId: null,
          name: 'Dentist A',
          score: 100,
          tier: 'A',
          status: 'scored',
          reasons: ["Industry 'Dental' matches 'Dental'"],
        },
        { row: 2, clientId: null, name: 'Bakery', score: 0, tier: 'D', status: 'scored', reasons: [] },
      ],
      truncated: false,
    };
    const calls = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: evidence },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([item({})], { limit: 20 }),
      [`POST /api/icps/${ICP_ID}/evidence/score`]: { body: ranked },
    });
    const user = await openEvidenceTab();
    await user.click(await screen.findByLabelText('Prospect list'));
    await user.paste('Company,Sector\nBakery,Food\nDentist A,Dental\n');
    await user.click(screen.getByRole('button', { name: 'Rank prospects' }));
    const table = await screen.findByRole('table', { name: 'Ranked prospects' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Dentist A');
    expect(rows[2]).toHaveTextContent('Bakery');
    expect(screen.getByText(/2 prospects scored: A 1, B 0, C 0, D 1/)).toBeInTheDocument();
    const post = calls.mock.calls.find(
      ([u, init]) => String(u).endsWith('/evidence/score') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      csv: 'Company,Sector\nBakery,Food\nDentist A,Dental\n',
    });
  });

  it('shows why a prospect is capped and how little a score knows, as the client list does', async () => {
    const ranked: ProspectScoreResult = {
      mapping: { name: 'Company', industry: 'Sector' },
      rowCount: 2,
      rulesVersion: 3,
      tiers: { A: 0, B: 1, C: 0, D: 1, insufficient: 0 },
      items: [
        {
          row: 3,
          clientId: null,
          name: 'Half Known',
          score: 70,
          tier: 'B',
          status: 'scored',
          reasons: ["Industry 'Dental' matches 'Dental'"],
          disqualifiedBy: [],
          known: 2,
          compared: 5,
          coverage: 'Only 2 of 5 attributes known (unknown: revenue, location, channel): a rough score',
        },
        {
          row: 2,
          clientId: null,
          name: 'Solo Smiles',
          score: 30,
          tier: 'D',
          status: 'scored',
          reasons: [],
          disqualifiedBy: [
            {
              disqualifier: 'fewer than 5 employees',
              attribute: 'companySize',
              column: 'Employees',
              reason: "Not a fit: 'fewer than 5 employees' (company size 2)",
            },
          ],
          uncappedScore: 85,
          coverage: null,
        },
      ],
      truncated: false,
    };
    mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: evidence },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([item({})], { limit: 20 }),
      [`POST /api/icps/${ICP_ID}/evidence/score`]: { body: ranked },
    });
    const user = await openEvidenceTab();
    await user.click(await screen.findByLabelText('Prospect list'));
    await user.paste('Company,Sector\nSolo Smiles,Dental\n');
    await user.click(screen.getByRole('button', { name: 'Rank prospects' }));
    const table = await screen.findByRole('table', { name: 'Ranked prospects' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Only 2 of 5 attributes known (unknown: revenue, location, channel)');
    expect(rows[2]).toHaveTextContent(
      "Not a fit: 'fewer than 5 employees' (company size 2) (capped from 85)",
    );
  });
});
