import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { ICP_ID, makeIcp } from '@/test/fixtures/icp-fixtures';

const COPY_ID = '66666666-6666-4666-8666-666666666666';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };
const notes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The link clicks that start downloads, and the names they save under. */
function captureDownloads() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

describe('the profile page: Download DOCX and Duplicate (docs/product.md §11)', () => {
  it("downloads the DOCX beside Export PDF, under the server's file name", async () => {
    const click = captureDownloads();
    const calls = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`GET /api/icps/${ICP_ID}/export/docx`]: {
        body: 'PK',
        headers: {
          'content-type': DOCX,
          'content-disposition': 'attachment; filename="icp-growth-stage-saas-cfos-20261125-2040.docx"',
        },
      },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    const pdf = await screen.findByRole('button', { name: /Export PDF/ });
    const docx = screen.getByRole('button', { name: /Download DOCX/ });
    // beside it: the next action in the header
    expect(pdf.nextElementSibling).toBe(docx);
    await user.click(docx);
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'icp-growth-stage-saas-cfos-20261125-2040.docx',
    );
    expect(calls.mock.calls.some(([url]) => String(url).endsWith(`/api/icps/${ICP_ID}/export/docx`))).toBe(
      true,
    );
  });

  it("says 'Failed to export DOCX' when the export fails without a reason", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`GET /api/icps/${ICP_ID}/export/docx`]: { status: 500, body: '' },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Download DOCX/ }));
    await findErrorToast('Failed to export DOCX');
  });

  it('duplicates the profile and opens the copy', async () => {
    const copy = makeIcp({ id: COPY_ID, name: 'Copy of Growth-stage SaaS CFOs' });
    const calls = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`POST /api/icps/${ICP_ID}/duplicate`]: { status: 201, body: copy },
      [`GET /api/icps/${COPY_ID}`]: { body: copy },
      [`GET /api/icps/${COPY_ID}/score`]: noScore,
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Duplicate/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy of Growth-stage SaaS CFOs' }),
    ).toBeInTheDocument();
    expect(calls.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it("says 'Failed to duplicate profile' and stays when the copy fails", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`POST /api/icps/${ICP_ID}/duplicate`]: { status: 500, body: '' },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Duplicate/ }));
    await findErrorToast('Failed to duplicate profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Growth-stage SaaS CFOs' })).toBeInTheDocument();
  });
});
