import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { ICP_ID, makeIcp, makeScore } from '@/test/fixtures/icp-fixtures';

// The score follows the profile (docs/product.md §10): the card says when its figures are being
// updated or are out of date, takes the new score from the room's event, and says when the AI part
// speaks of an earlier version.

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const path = `/icp/${ICP_ID}`;
const SCORE = `GET /api/icps/${ICP_ID}/score`;
const PROFILE = `GET /api/icps/${ICP_ID}`;
const routes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };
const card = () => screen.findByRole('region', { name: 'Quality Score' });
const scoreReads = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith('/score')).length;

describe('the quality score follows the profile', () => {
  it('says "Scoring this profile…" before the first score, then shows it when its event arrives', async () => {
    let scored = false;
    const fetchMock = mockFetch({
      [PROFILE]: () => ({ body: makeIcp({ scoreState: scored ? 'current' : 'updating' }) }),
      [SCORE]: () =>
        scored
          ? { body: makeScore({ overallScore: 64, state: 'current' }) }
          : { status: 404, body: { error: 'No score yet' } },
      ...routes,
    });
    renderRoute(path, { session: 'client' });

    const c = await card();
    expect(await within(c).findByText('Scoring this profile…')).toBeInTheDocument();
    expect(within(c).queryByText('Not analysed yet')).not.toBeInTheDocument();
    expect(within(c).queryByRole('button', { name: 'Analyze' })).not.toBeInTheDocument();

    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    act(() => FakeWebSocket.last.serverOpen());
    await waitFor(() =>
      expect(FakeWebSocket.last.messages).toContainEqual({ type: 'join', room: `icp:${ICP_ID}` }),
    );
    const reads = scoreReads(fetchMock);
    scored = true;
    act(() =>
      FakeWebSocket.last.serverSend({
        type: 'score_updated',
        room: `icp:${ICP_ID}`,
        icpId: ICP_ID,
        overallScore: 64,
        aiStatus: 'none',
      }),
    );
    expect(await within(c).findByText('Overall score 64 out of 100, Good')).toBeInTheDocument();
    expect(scoreReads(fetchMock)).toBe(reads + 1);
    expect(within(c).queryByText('Scoring this profile…')).not.toBeInTheDocument();
  });

  it('marks figures from before the last save "Updating score…", and reads once more if no event comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      [PROFILE]: () => ({ body: makeIcp({ scoreState: 'updating' }) }),
      [SCORE]: () => ({ body: makeScore({ overallScore: 40, state: 'updating' }) }),
      ...routes,
    });
    renderRoute(path, { session: 'client' });
    const c = await card();
    const status = await within(c).findByTestId('score-freshness');
    expect(status).toHaveAttribute('data-state', 'updating');
    expect(status).toHaveTextContent('Updating score… These figures are from before your last save.');
    const reads = scoreReads(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(scoreReads(fetchMock)).toBe(reads);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(scoreReads(fetchMock)).toBe(reads + 1));
  });

  it('says "Out of date" when no re-score is coming, and that the AI text is from an earlier version', async () => {
    mockFetch({
      [PROFILE]: () => ({ body: makeIcp({ scoreState: 'stale' }) }),
      [SCORE]: () => ({
        body: makeScore({
          state: 'stale',
          aiStatus: 'done',
          aiOutdated: true,
          suggestions: ['Add at least 3 goals', 'Name the metric the CFO reports on'],
          aiSuggestions: ['Name the metric the CFO reports on'],
        }),
      }),
      ...routes,
    });
    renderRoute(path, { session: 'client' });
    const c = await card();
    const status = await within(c).findByTestId('score-freshness');
    expect(status).toHaveAttribute('data-state', 'stale');
    expect(status).toHaveTextContent('Out of date. This profile changed after it was scored.');
    expect(within(c).getByRole('button', { name: 'Re-analyze' })).toBeInTheDocument();
    expect(within(c).getByTestId('ai-outdated')).toHaveTextContent(
      'Written for an earlier version of this profile.',
    );
  });

  it('says nothing of freshness when the score is current', async () => {
    mockFetch({
      [PROFILE]: () => ({ body: makeIcp({ scoreState: 'current' }) }),
      [SCORE]: () => ({ body: makeScore({ state: 'current', aiOutdated: false }) }),
      ...routes,
    });
    renderRoute(path, { session: 'client' });
    const c = await card();
    expect(await within(c).findByTestId('score-band')).toBeInTheDocument();
    expect(within(c).queryByTestId('score-freshness')).not.toBeInTheDocument();
    expect(within(c).queryByTestId('ai-outdated')).not.toBeInTheDocument();
  });
});
