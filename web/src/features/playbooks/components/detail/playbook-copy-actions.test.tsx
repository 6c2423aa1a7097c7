import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { PLAYBOOK_ID, makePlaybook, page } from '@/test/fixtures/playbook-fixtures';

const COPY_ID = '77777777-7777-4777-8777-777777777777';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const playbook = makePlaybook({ valueProposition: 'Predictable referrals' });

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  resetRealtimeConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the playbook page: Download DOCX and Duplicate (docs/product.md §11)', () => {
  it("downloads the DOCX beside Export PDF, under the server's file name", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      'GET /api/notes': page([]),
      [`GET /api/playbooks/${PLAYBOOK_ID}/export/docx`]: {
        body: 'PK',
        headers: {
          'content-type': DOCX,
          'content-disposition': 'attachment; filename="playbook-referral-engine-20261125-2040.docx"',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    const pdf = await screen.findByRole('button', { name: /Export PDF/ });
    const docx = screen.getByRole('button', { name: /Download DOCX/ });
    expect(pdf.nextElementSibling).toBe(docx);
    await user.click(docx);
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'playbook-referral-engine-20261125-2040.docx',
    );
  });

  it("says the server's reason when the DOCX export is refused", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      'GET /api/notes': page([]),
      [`GET /api/playbooks/${PLAYBOOK_ID}/export/docx`]: {
        status: 503,
        body: { status: 503, message: 'PDF export is unavailable right now' },
      },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Download DOCX/ }));
    await findErrorToast('PDF export is unavailable right now');
  });

  it('duplicates the playbook and opens the copy', async () => {
    const copy = makePlaybook({ id: COPY_ID, name: 'Copy of Referral engine' });
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      'GET /api/notes': page([]),
      [`POST /api/playbooks/${PLAYBOOK_ID}/duplicate`]: { status: 201, body: copy },
      [`GET /api/playbooks/${COPY_ID}`]: { body: copy },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Duplicate/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy of Referral engine' }),
    ).toBeInTheDocument();
  });

  it("says 'Failed to duplicate playbook' when the copy fails", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      'GET /api/notes': page([]),
      [`POST /api/playbooks/${PLAYBOOK_ID}/duplicate`]: { status: 500, body: '' },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Duplicate/ }));
    await findErrorToast('Failed to duplicate playbook');
  });
});
