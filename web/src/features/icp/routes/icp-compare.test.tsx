import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp, makeScore } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OTHER_ID = '00000000-0000-4000-8000-0000000000b2';
const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };

describe('Compare profiles (/icps/compare)', () => {
  it('shows both profiles side by side, the scores as pairs of bars and the fields that differ', async () => {
    const a = makeIcp({ name: 'Dental clinics', geographics: ['Germany', 'Austria'] });
    const b = makeIcp({ id: OTHER_ID, name: 'Law firms', geographics: ['Germany'] });
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: a },
      [`GET /api/icps/${OTHER_ID}`]: { body: b },
      [`GET /api/icps/${ICP_ID}/score`]: { body: makeScore({ overallScore: 82 }) },
      [`GET /api/icps/${OTHER_ID}/score`]: noScore,
    });
    const user = userEvent.setup();
    renderRoute(`/icps/compare?a=${ICP_ID}&b=${OTHER_ID}`, { session: 'client' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare profiles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dental clinics' })).toHaveAttribute('href', `/icp/${ICP_ID}`);
    expect(screen.getByRole('link', { name: 'Law firms' })).toHaveAttribute('href', `/icp/${OTHER_ID}`);
    const scores = screen.getByRole('region', { name: 'Quality scores' });
    expect(await within(scores).findByText('82 / 100')).toBeInTheDocument();
    expect(within(scores).getAllByText('not analysed').length).toBeGreaterThan(0);

    const fields = screen.getByRole('region', { name: 'Fields' });
    const geography = within(fields).getByRole('row', { name: /Geography/ });
    expect(geography).toHaveAttribute('data-differs', 'true');
    expect(within(geography).getByText('Differs')).toBeInTheDocument();
    expect(within(geography).getByText('Germany, Austria')).toBeInTheDocument();
    const industry = within(fields).getByRole('row', { name: /Industry/ });
    expect(industry).toHaveAttribute('data-differs', 'false');
    expect(within(fields).getByText(/^1 of \d+ fields? differs?$/)).toBeInTheDocument();

    await user.click(within(fields).getByText('Only fields that differ'));
    await waitFor(() =>
      expect(within(fields).queryByRole('row', { name: /Industry/ })).not.toBeInTheDocument(),
    );
    expect(within(fields).getByRole('row', { name: /Geography/ })).toBeInTheDocument();
  });

  it('says which two to choose without both ids, and ICP not found for one the user may not see', async () => {
    mockFetch({ [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() } });
    const { unmount } = renderRoute(`/icps/compare?a=${ICP_ID}`, { session: 'client' });
    expect(await screen.findByText('Choose two profiles to compare')).toBeInTheDocument();
    unmount();
    renderRoute(`/icps/compare?a=${ICP_ID}&b=${OTHER_ID}`, { session: 'client' });
    expect(await screen.findByText('ICP not found')).toBeInTheDocument();
  });

  it('is reached from a profile: its Compare menu lists the other profiles', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ name: 'Dental clinics' }) },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      'GET /api/icps': listAnswer(
        [makeIcp({ name: 'Dental clinics' }), makeIcp({ id: OTHER_ID, name: 'Law firms' })],
        {
          path: '/api/icps',
        },
      ),
      'GET /api/notes': listAnswer([], { limit: 200 }),
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('menuitem', { name: 'Law firms' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dental clinics' })).not.toBeInTheDocument();
  });
});
