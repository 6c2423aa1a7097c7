import type { ShareLink } from '@icp-studio/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ShareButton } from './share-dialog';

const ITEM = '22222222-2222-4222-8222-222222222222';

function link(overrides: Partial<ShareLink>): ShareLink {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    kind: 'icp',
    itemId: ITEM,
    label: 'For the board',
    expiresAt: null,
    viewCount: 0,
    lastViewedAt: null,
    createdBy: '44444444-4444-4444-8444-444444444444',
    createdAt: '2026-11-20T10:00:00.000Z',
    createdByName: 'Olive Owner',
    revokedAt: null,
    revokedReason: null,
    ...overrides,
  };
}

describe('the share dialog’s list (docs/product.md §14)', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const [kind, noun, path] of [
    ['icp', 'profile', `/api/icps/${ITEM}/shares`],
    ['playbook', 'playbook', `/api/playbooks/${ITEM}/shares`],
  ] as const) {
    it(`names each ${noun} link’s maker and shows one ended for its maker’s access as revoked, with why`, async () => {
      mockFetch({
        [`GET ${path}`]: listAnswer(
          [
            link({ kind, label: 'For the board' }),
            link({
              kind,
              id: '55555555-5555-4555-8555-555555555555',
              label: 'For the partners',
              createdByName: 'Ann Lee',
              revokedAt: '2026-11-27T10:00:00.000Z',
              revokedReason: 'creator_lost_access',
            }),
          ],
          { path },
        ),
      });
      renderRoute('/', {
        session: 'client',
        routes: [{ path: '/', element: <ShareButton kind={kind} id={ITEM} name="Acme" /> }],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      const live = await screen.findByTestId('share-link-row');
      expect(live).toHaveTextContent('Made by Olive Owner');
      expect(screen.getByText('Live links (1)')).toBeInTheDocument();
      const revoked = screen.getByTestId('share-link-revoked-row');
      expect(revoked).toHaveTextContent('For the partners');
      expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
      expect(revoked).toHaveTextContent(`Revoked Nov 27, 2026: Ann Lee no longer has access to this ${noun}`);
      expect(within(revoked).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Revoke For the partners' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Revoke For the board' })).toBeInTheDocument();
    });
  }

  it('copies a live link again from the list; a link made before has nothing to copy', async () => {
    const path = `/api/icps/${ITEM}/shares`;
    const token = `i_${'A'.repeat(43)}`;
    mockFetch({
      [`GET ${path}`]: listAnswer(
        [
          link({ label: 'For the board', url: `/s/${token}` }),
          link({ id: '66666666-6666-4666-8666-666666666666', label: null, url: null }),
        ],
        { path },
      ),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/', {
      session: 'client',
      routes: [{ path: '/', element: <ShareButton kind="icp" id={ITEM} name="Acme" /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const rows = await screen.findAllByTestId('share-link-row');
    expect(rows).toHaveLength(2);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Copy link: For the board' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/${token}`);
    expect(
      await within(rows[0]!).findByRole('button', { name: 'Copied: For the board' }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Copy link/ })).toBeNull();
  });

  it('edits a live link’s label and expiry in a small dialog, keeping an expiry unless another is chosen', async () => {
    const path = `/api/icps/${ITEM}/shares`;
    const SHARE = '33333333-3333-4333-8333-333333333333';
    let current = link({ label: 'For the board', expiresAt: '2026-12-03T10:00:00.000Z' });
    const sent: unknown[] = [];
    mockFetch({
      [`GET ${path}`]: () => listAnswer([current], { path }),
      [`PATCH ${path}/${SHARE}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as Partial<ShareLink>;
        sent.push(body);
        current = { ...current, ...body };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderRoute('/', {
      session: 'client',
      routes: [{ path: '/', element: <ShareButton kind="icp" id={ITEM} name="Acme" /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Edit For the board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const label = within(dialog).getByRole('textbox', { name: 'Label (optional)' });
    expect(label).toHaveValue('For the board');
    const expires = within(dialog).getByRole('combobox', { name: 'Expires' });
    expect(expires).toHaveDisplayValue('Keep: expires Dec 3, 2026');
    await user.clear(label);
    await user.type(label, 'For the partners');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit For the partners' });
    // The kept expiry is not sent: only the label changes.
    expect(sent).toEqual([{ label: 'For the partners' }]);
    expect(screen.queryByRole('dialog', { name: 'Edit link' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit For the partners' }));
    const again = await screen.findByRole('dialog', { name: 'Edit link' });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Expires' }), 'Never expires');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/never expires/)).toBeInTheDocument();
    expect(sent[1]).toEqual({ label: 'For the partners', expiresAt: null });
  });

  it('shows the server’s refusal of an edit, e.g. a link revoked meanwhile', async () => {
    const path = `/api/icps/${ITEM}/shares`;
    mockFetch({
      [`GET ${path}`]: listAnswer([link({ label: null })], { path }),
      [`PATCH ${path}/33333333-3333-4333-8333-333333333333`]: {
        status: 409,
        body: {
          code: 'conflict',
          status: 409,
          message: 'This link was revoked or has expired, so it can no longer be changed',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/', {
      session: 'client',
      routes: [{ path: '/', element: <ShareButton kind="icp" id={ITEM} name="Acme" /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Edit untitled link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Label (optional)' }), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This link was revoked or has expired, so it can no longer be changed'),
    ).toBeInTheDocument();
  });
});
