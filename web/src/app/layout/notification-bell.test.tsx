import type { Notification } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYBOOK_ID = '00000000-0000-4000-8000-0000000000b1';

const reminder: Notification = {
  id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'kpi_review',
  actorId: null,
  actorName: null,
  itemKind: 'playbook',
  itemId: PLAYBOOK_ID,
  itemName: 'Q1 plan',
  noteId: null,
  excerpt: 'March 2026 for Booked consultations',
  createdAt: new Date().toISOString(),
  readAt: null,
};

describe('notification bell', () => {
  it("shows a KPI review reminder as one line and opens the playbook's KPI section", async () => {
    const read = vi.fn(() => ({ body: { ...reminder, readAt: new Date().toISOString() } }));
    mockFetch({
      'GET /api/notifications/summary': { body: { unreadCount: 1 } },
      'GET /api/notifications': listAnswer([reminder], { path: '/api/notifications' }),
      [`POST /api/notifications/${reminder.id}/read`]: read,
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    const item = within(list).getByRole('button', {
      name: /Time to record March 2026 for Booked consultations in Q1 plan/,
    });
    // The excerpt is part of the line, not quoted again under it.
    expect(within(item).getAllByText(/March 2026 for Booked consultations/)).toHaveLength(1);
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}`));
    expect(router.state.location.hash).toBe('#kpi-actuals');
    await waitFor(() => expect(read).toHaveBeenCalled());
  });
});
