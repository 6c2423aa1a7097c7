import type { Evidence, EvidenceFitItem, EvidencePreview } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, OWNER_ID, makeIcp } from '@/test/fixtures/icp-fixtures';
import { findErrorToast } from '@/test/toast';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CSV = 'Company,Sector,Staff,Annual fee\nSmile Dental,Dental,20,1000\nCity Clinic,Healthcare,120,9000\n';
const base = {
  [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ industry: 'Dental', companySize: '10-50' }) },
  [`GET /api/icps/${ICP_ID}/score`]: { status: 404, body: { code: 'not_found', status: 404, message: 'No' } },
  'GET /api/notes': listAnswer([], { limit: 200 }),
};
const none: Evidence = { import: null, report: null };

const preview: EvidencePreview = {
  headers: ['Company', 'Sector', 'Staff', 'Annual fee'],
  rows: [
    ['Smile Dental', 'Dental', '20', '1000'],
    ['City Clinic', 'Healthcare', '120', '9000'],
  ],
  rowCount: 2,
  delimiter: ',',
  encoding: 'text',
  guesses: [
    { field: 'name', column: 'Company', confidence: 1 },
    { field: 'industry', column: 'Sector', confidence: 1 },
    { field: 'value', column: 'Annual fee', confidence: 1 },
  ],
  mapping: { name: 'Company', industry: 'Sector', value: 'Annual fee', companySize: null },
  fromSaved: false,
};

const share = (known: number, matched: number, clientShare: number, valueShare: number) => ({
  known,
  matched,
  clientShare,
  valueShare,
});
const imported: Evidence = {
  import: {
    headers: preview.headers,
    rowCount: 2,
    delimiter: ',',
    encoding: 'text',
    mapping: { name: 'Company', industry: 'Sector', value: 'Annual fee', companySize: 'Staff' },
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
    attributes: [
      {
        attribute: 'industry',
        profileValues: ['Dental'],
        column: 'Sector',
        status: 'measured',
        all: share(2, 1, 0.5, 0.1),
        top: share(1, 0, 0, 0),
        perProfileValue: [],
        dataGroups: [],
        observedRange: null,
        winRate: null,
      },
    ],
    suggestions: [
      {
        attribute: 'industry',
        kind: 'add_value',
        value: 'Healthcare',
        message: '90% of your revenue comes from clients in Healthcare, which the profile does not name.',
        weight: 0.9,
      },
    ],
  },
};
const fitItem: EvidenceFitItem = {
  row: 2,
  clientId: null,
  name: 'Smile Dental',
  value: 1000,
  score: 100,
  tier: 'A',
  status: 'scored',
  known: 1,
  compared: 1,
  reasons: [
    {
      attribute: 'industry',
      outcome: 'matched',
      points: 25,
      maxPoints: 25,
      reason: "Industry 'Dental' matches 'Dental'",
    },
  ],
  rulesVersion: 1,
};

async function openEvidenceTab() {
  const user = userEvent.setup({ delay: null });
  renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
  await user.click(await screen.findByRole('tab', { name: 'Evidence' }));
  return user;
}

describe('the Evidence tab of a profile', () => {
  it('reads a pasted list, lets the mapping be changed, imports it and shows the evidence and fit', async () => {
    const fetchMock = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: none },
      [`POST /api/icps/${ICP_ID}/evidence/preview`]: { body: preview },
      [`PUT /api/icps/${ICP_ID}/evidence`]: { body: imported },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([fitItem], { limit: 20 }),
    });
    const user = await openEvidenceTab();

    const paste = await screen.findByLabelText('Or paste from a spreadsheet');
    await user.click(paste);
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Read file' }));

    const industry = await screen.findByLabelText('Industry');
    expect(industry).toHaveValue('Sector');
    const size = screen.getByLabelText('Company size (employees)');
    expect(size).toHaveValue('');
    await user.selectOptions(size, 'Staff');
    await user.click(screen.getByRole('button', { name: 'Import 2 clients' }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining(`/api/icps/${ICP_ID}/evidence`),
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body)) as {
      csv: string;
      mapping: Record<string, string | null>;
    };
    expect(body.csv).toBe(CSV);
    expect(body.mapping).toMatchObject({ industry: 'Sector', companySize: 'Staff', value: 'Annual fee' });

    expect(
      await screen.findByText(
        '90% of your revenue comes from clients in Healthcare, which the profile does not name.',
      ),
    ).toBeInTheDocument();
    const bars = screen.getByRole('region', { name: 'Industry' });
    expect(within(bars).getByText('Share of clients')).toBeInTheDocument();
    expect(within(bars).getAllByText('All: 50%')).toHaveLength(1);
    expect(within(bars).getByText('All: 10%')).toBeInTheDocument();
    expect(within(bars).getAllByText('Top fifth: 0%')).toHaveLength(2);

    const table = await screen.findByRole('table', { name: 'Client fit' });
    const row = within(table).getByRole('row', { name: /Smile Dental/ });
    expect(within(row).getByText('100')).toBeInTheDocument();
    expect(within(row).getByText('A')).toBeInTheDocument();
    expect(within(row).getByText("Industry 'Dental' matches 'Dental'")).toBeInTheDocument();
  });

  it("shows the server's refusal, which names the row, and stays on the upload", async () => {
    mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: none },
      [`POST /api/icps/${ICP_ID}/evidence/preview`]: {
        status: 400,
        body: {
          code: 'bad_request',
          status: 400,
          message: 'Row 3 has 4 cells but the header row has 2 columns.',
        },
      },
    });
    const user = await openEvidenceTab();
    await user.click(await screen.findByLabelText('Or paste from a spreadsheet'));
    await user.paste('a,b\n1,2\n1,2,3,4\n');
    await user.click(screen.getByRole('button', { name: 'Read file' }));
    expect(
      await screen.findByText('Row 3 has 4 cells but the header row has 2 columns.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read file' })).toBeInTheDocument();
  });

  it('deletes the client list in one action and offers the upload again', async () => {
    const fetchMock = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: imported },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([fitItem], { limit: 20 }),
      [`DELETE /api/icps/${ICP_ID}/evidence`]: { body: { message: 'Deleted' } },
    });
    const user = await openEvidenceTab();
    await user.click(await screen.findByRole('button', { name: 'Delete client list' }));
    expect(await screen.findByLabelText('Or paste from a spreadsheet')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/icps/${ICP_ID}/evidence`),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('adds a suggested industry to the profile in one click, sending the whole profile', async () => {
    const profile = makeIcp({ industry: 'Dental', companySize: '10-50' });
    let saved: Record<string, unknown> | null = null;
    let evidenceReads = 0;
    const fetchMock = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: () => {
        evidenceReads += 1;
        return { body: imported };
      },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([fitItem], { limit: 20 }),
      [`PUT /api/icps/${ICP_ID}`]: (init) => {
        saved = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { ...profile, ...saved } };
      },
    });
    const user = await openEvidenceTab();
    const suggestion = (
      await screen.findByText(
        '90% of your revenue comes from clients in Healthcare, which the profile does not name.',
      )
    ).closest('li')!;
    const readsBefore = evidenceReads;
    await user.click(within(suggestion).getByRole('button', { name: /Add to profile/ }));

    expect(await within(suggestion).findByText('Added to profile')).toBeInTheDocument();
    expect(within(suggestion).queryByRole('button', { name: /Add to profile/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/icps/${ICP_ID}`),
      expect.objectContaining({ method: 'PUT' }),
    );
    // The whole profile, the industry appended and everything else as it was.
    expect(saved).toMatchObject({
      name: profile.name,
      type: 'b2b',
      industry: 'Dental, Healthcare',
      companySize: '10-50',
      revenue: profile.revenue,
      geographics: profile.geographics,
      painPoints: profile.painPoints,
      preferredChannels: profile.preferredChannels,
    });
    // The report is read again, against the profile as it now is.
    await waitFor(() => expect(evidenceReads).toBeGreaterThan(readsBefore));
  });

  it("says 'Error' with the server's message when the profile cannot be saved", async () => {
    mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: imported },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([fitItem], { limit: 20 }),
      [`PUT /api/icps/${ICP_ID}`]: {
        status: 400,
        body: { code: 'bad_request', status: 400, message: 'Industry is too long' },
      },
    });
    const user = await openEvidenceTab();
    await user.click(await screen.findByRole('button', { name: /Add to profile/ }));
    await findErrorToast('Industry is too long');
    expect(screen.getByRole('button', { name: /Add to profile/ })).toBeInTheDocument();
  });

  it("downloads the scored list as CSV under the server's file name", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: imported },
      [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([fitItem], { limit: 20 }),
      [`GET /api/icps/${ICP_ID}/evidence/fit.csv`]: {
        body: '\uFEFFRow,Company,Fit score\r\n2,Smile Dental,100\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="client-fit-dental-20261125-2040.csv"',
        },
      },
    });
    const user = await openEvidenceTab();
    await user.click(await screen.findByRole('button', { name: 'Download scored list (CSV)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'client-fit-dental-20261125-2040.csv',
    );
    expect(calls.mock.calls.map(([u]) => String(u))).toContain(`/api/icps/${ICP_ID}/evidence/fit.csv`);
    click.mockRestore();
  });
});
