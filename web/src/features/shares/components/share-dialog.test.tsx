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
});
