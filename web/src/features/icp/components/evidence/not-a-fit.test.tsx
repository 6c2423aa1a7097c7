import type { Evidence, EvidenceFitItem } from '@icp-studio/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, OWNER_ID, makeIcp } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A profile with disqualifiers (Not a fit): the Evidence tab says which clients hit one and why. */
const evidence: Evidence = {
  import: {
    headers: ['Company', 'Staff', 'Notes', 'Annual fee'],
    rowCount: 3,
    delimiter: ',',
    encoding: 'text',
    mapping: { name: 'Company', companySize: 'Staff', value: 'Annual fee' },
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: OWNER_ID,
  },
  report: {
    rows: 3,
    clients: 3,
    lost: 0,
    withValue: 3,
    totalValue: 10000,
    topFifth: { clients: 1, minValue: 6000 },
    attributes: [],
    suggestions: [],
    disqualifiers: [
      {
        disqualifier: 'fewer than 5 employees',
        form: 'figure',
        attribute: 'companySize',
        status: 'measured',
        clients: 1,
        clientShare: 1 / 3,
        valueShare: 0.09,
        message:
          "9% of your revenue comes from clients the profile calls not a fit: 'fewer than 5 employees' (1 of 3 clients).",
      },
      {
        disqualifier: 'wants one-off filings only',
        form: 'phrase',
        attribute: null,
        status: 'measured',
        clients: 0,
        clientShare: 0,
        valueShare: 0,
        message: null,
      },
    ],
  },
};
const capped: EvidenceFitItem = {
  row: 3,
  clientId: null,
  name: 'Solo Smiles',
  value: 900,
  score: 30,
  tier: 'D',
  status: 'scored',
  known: 1,
  compared: 1,
  reasons: [
    {
      attribute: 'companySize',
      outcome: 'missed',
      points: 0,
      maxPoints: 20,
      reason: 'Company size 3 is outside 10-50',
    },
  ],
  rulesVersion: 2,
  disqualifiedBy: [
    {
      disqualifier: 'fewer than 5 employees',
      attribute: 'companySize',
      column: 'Staff',
      reason: "Not a fit: 'fewer than 5 employees' (company size 3)",
    },
  ],
  uncappedScore: 64,
};

describe('the Evidence tab and a profile’s disqualifiers (Not a fit)', () => {
  it('shows the share of clients called not a fit among the suggestions, and why a row is capped', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: {
        body: makeIcp({ companySize: '10-50', disqualifiers: ['fewer than 5 employees'] }),
      },
      [`GET /api/icps/${ICP_ID}/score`]: {
        status: 404,
        body: { code: 'not_found', status: 404, message: 'No' },
      },
      'GET /api/notes': listAnswer([], { limit: 200 }),
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: evidence },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([capped], { limit: 20 }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('tab', { name: 'Evidence' }));

    const suggestions = await screen.findByRole('region', { name: 'Suggestions' }, { timeout: 10_000 });
    expect(
      within(suggestions).getByText(
        "9% of your revenue comes from clients the profile calls not a fit: 'fewer than 5 employees' (1 of 3 clients).",
      ),
    ).toBeInTheDocument();
    expect(within(suggestions).queryByText(/one-off/)).not.toBeInTheDocument();
    expect(
      within(suggestions).queryByText('The clients support the profile as it is.'),
    ).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Client fit' });
    const row = within(table).getByRole('row', { name: /Solo Smiles/ });
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(within(row).getByText('D')).toBeInTheDocument();
    expect(
      within(row).getByText("Not a fit: 'fewer than 5 employees' (company size 3) (capped from 64)"),
    ).toBeInTheDocument();
    expect(within(row).getByText('Company size 3 is outside 10-50')).toBeInTheDocument();
  }, 45_000);
});
