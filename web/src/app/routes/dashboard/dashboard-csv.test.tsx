import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeIcp, makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** docs/product.md §11: Download CSV on the dashboard's profile and playbook sections. */
describe('dashboard: Download CSV', () => {
  it("downloads the profiles and the playbooks as CSV under the server's file names", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const csv = (name: string) => ({
      body: '\uFEFFName\r\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      },
    });
    const calls = mockFetch({
      'GET /api/icps': page([makeIcp()]),
      'GET /api/playbooks': page([makePlaybook()]),
      'GET /api/drafts': { body: [] },
      'GET /api/icps/export.csv': csv('icps-20261125-2040.csv'),
      'GET /api/playbooks/export.csv': csv('playbooks-20261125-2040.csv'),
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client' });

    const profiles = await screen.findByRole('region', { name: 'Your Client Profiles' });
    await user.click(await within(profiles).findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('icps-20261125-2040.csv');

    const playbooks = screen.getByRole('region', { name: 'Marketing Playbooks' });
    await user.click(within(playbooks).getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('playbooks-20261125-2040.csv');
    const urls = calls.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/icps/export.csv');
    expect(urls).toContain('/api/playbooks/export.csv');
  });

  it("says 'Failed to download CSV' when the download fails without a reason", async () => {
    mockFetch({
      'GET /api/icps': page([makeIcp()]),
      'GET /api/playbooks': page([]),
      'GET /api/drafts': { body: [] },
      'GET /api/icps/export.csv': { status: 500, body: '' },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client' });
    const profiles = await screen.findByRole('region', { name: 'Your Client Profiles' });
    await user.click(await within(profiles).findByRole('button', { name: 'Download CSV' }));
    await findErrorToast('Failed to download CSV');
  });
});
