import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { SignOffPanel } from './sign-off-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = '11111111-1111-4111-8111-111111111111';
const ITEM = '00000000-0000-4000-8000-000000000100';
const signedAt = '2026-03-04T10:00:00.000Z';

function show(item: {
  userId: string;
  version: number;
  signOff: { version: number; signedAt: string } | null;
}) {
  renderRoute('/', {
    session: 'client',
    routes: [
      {
        path: '/',
        element: (
          <SignOffPanel kind="icp" item={{ id: ITEM, ...item }} detailKey={['icps', 'detail', ITEM]} />
        ),
      },
    ],
  });
}

describe('the sign-off line (docs/product.md §18)', () => {
  it('offers the owner "Sign off this version" and sends the version shown', async () => {
    const calls: unknown[] = [];
    mockFetch({
      [`POST /api/icps/${ITEM}/sign-off`]: (init) => {
        calls.push(JSON.parse(String(init?.body)));
        return { body: { id: ITEM, userId: ME, version: 2, signOff: { version: 2, signedAt } } };
      },
    });
    const user = userEvent.setup();
    show({ userId: ME, version: 2, signOff: null });
    expect(screen.getByText('Not signed off yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign off this version' }));
    await vi.waitFor(() => expect(calls).toEqual([{ version: 2 }]));
  });

  it('says what was signed off and that it changed since, to someone who is not the owner', () => {
    show({ userId: '00000000-0000-4000-8000-0000000000ff', version: 3, signOff: { version: 2, signedAt } });
    expect(screen.getByTestId('sign-off-status')).toHaveTextContent('Signed off version 2 on Mar 4, 2026');
    expect(screen.getByText('Changed since (now version 3)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign off this version' })).not.toBeInTheDocument();
  });

  it('shows nothing to others before the first sign-off', () => {
    show({ userId: '00000000-0000-4000-8000-0000000000ff', version: 1, signOff: null });
    expect(screen.queryByRole('region', { name: 'Sign-off' })).not.toBeInTheDocument();
  });
});
