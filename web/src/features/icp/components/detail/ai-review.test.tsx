import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { ICP_ID, makeIcp, makeScore } from '@/test/fixtures/icp-fixtures';
import { splitSuggestions } from './ai-review-section';

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

const notes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };
const path = `/icp/${ICP_ID}`;
const SCORE = `GET /api/icps/${ICP_ID}/score`;
const PROFILE = `GET /api/icps/${ICP_ID}`;
const NARRATIVE = 'Meet Dana, a CFO who closes the books at midnight.';
const analyzedAt = '2025-05-01T10:00:00.000Z';

const pending = makeScore({ aiStatus: 'pending', analyzedAt });
const done = makeScore({
  aiStatus: 'done',
  analyzedAt,
  suggestions: ['Add at least 3 goals', 'Name the metric the CFO reports on'],
  aiSuggestions: ['Name the metric the CFO reports on'],
});

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const [method, p] = key.split(' ');
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === p,
  ).length;
};

describe('the AI review on the score card', () => {
  /** The server's event in the profile's room: the AI review ended. */
  const reviewEnded = (aiStatus: 'done' | 'failed') =>
    FakeWebSocket.last.serverSend({
      type: 'score_updated',
      room: `icp:${ICP_ID}`,
      icpId: ICP_ID,
      overallScore: 40,
      aiStatus,
    });
  const socketInRoom = async () => {
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    act(() => FakeWebSocket.last.serverOpen());
    await waitFor(() =>
      expect(FakeWebSocket.last.messages).toContainEqual({ type: 'join', room: `icp:${ICP_ID}` }),
    );
  };

  it('never polls while pending: the realtime event brings the AI suggestions and the persona narrative', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reviewDone = false;
    const fetchMock = mockFetch({
      [PROFILE]: () => ({ body: makeIcp({ personaNarrative: reviewDone ? NARRATIVE : null }) }),
      [SCORE]: () => ({ body: reviewDone ? done : pending }),
      ...notes,
    });
    renderRoute(path, { session: 'client' });

    const card = await screen.findByRole('region', { name: 'Quality Score' });
    expect(await within(card).findByText('AI review in progress...')).toBeInTheDocument();
    expect(within(card).getByText('Add at least 3 goals')).toBeInTheDocument();
    await socketInRoom();

    // No polling: ten seconds pass without another read of the score.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, SCORE)).toBe(1);
    expect(within(card).getByText('AI review in progress...')).toBeInTheDocument();

    reviewDone = true;
    act(() => reviewEnded('done'));
    expect(await within(card).findByRole('heading', { name: 'AI suggestions' })).toBeInTheDocument();
    expect(callsTo(fetchMock, SCORE)).toBe(2);
    expect(within(card).getByText('AI-generated')).toBeInTheDocument();
    // Each suggestion once: the rubric's under Suggestions, the AI's under AI suggestions.
    expect(within(card).getAllByText('Name the metric the CFO reports on')).toHaveLength(1);
    expect(within(card).queryByText('AI review in progress...')).not.toBeInTheDocument();

    // The profile is read again: the persona narrative card appears.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'AI-Generated Persona Narrative' }),
    ).toBeInTheDocument();
    expect(screen.getByText(NARRATIVE)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Read the AI-generated persona narrative/ }),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, SCORE)).toBe(2);
  });

  it('starts after Analyze: the answer is pending, and the card shows progress until the event says done', async () => {
    let analyzed = false;
    let reviewDone = false;
    mockFetch({
      [PROFILE]: { body: makeIcp() },
      [SCORE]: () => {
        if (!analyzed) return { status: 404, body: { message: 'No score yet' } };
        return { body: reviewDone ? done : pending };
      },
      [`POST /api/icps/${ICP_ID}/analyze`]: () => {
        analyzed = true;
        return { body: pending };
      },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    await socketInRoom();

    await user.click(await screen.findByRole('button', { name: /Analyze/ }));
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(await screen.findByText('AI review in progress...')).toBeInTheDocument();
    reviewDone = true;
    act(() => reviewEnded('done'));
    expect(await screen.findByRole('heading', { name: 'AI suggestions' })).toBeInTheDocument();
  });

  it('reads a pending score once when the join is confirmed (the review may have ended before it)', async () => {
    let reviewDone = false;
    const fetchMock = mockFetch({
      [PROFILE]: { body: makeIcp() },
      [SCORE]: () => ({ body: reviewDone ? done : pending }),
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    expect(await screen.findByText('AI review in progress...')).toBeInTheDocument();
    await socketInRoom();
    expect(callsTo(fetchMock, SCORE)).toBe(1);
    reviewDone = true; // ended while the join was on its way: its event went to nobody
    act(() => FakeWebSocket.last.serverSend({ type: 'joined', room: `icp:${ICP_ID}` }));
    expect(await screen.findByRole('heading', { name: 'AI suggestions' })).toBeInTheDocument();
    expect(callsTo(fetchMock, SCORE)).toBe(2);
  });

  it('says why the review failed, and retries it', async () => {
    let retried = false;
    const fetchMock = mockFetch({
      [PROFILE]: { body: makeIcp() },
      [SCORE]: () => ({
        body: retried
          ? pending
          : makeScore({ aiStatus: 'failed', aiError: 'The AI provider is rate limiting requests.' }),
      }),
      [`POST /api/icps/${ICP_ID}/analyze`]: () => {
        retried = true;
        return { body: pending };
      },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    const failed = await screen.findByTestId('ai-review-failed');
    expect(failed).toHaveTextContent('The AI review could not be completed this time.');
    expect(within(failed).getByTestId('ai-review-error')).toHaveTextContent(
      'Reason: The AI provider is rate limiting requests.',
    );
    expect(screen.queryByText('AI review in progress...')).not.toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: /Retry AI review/ }));
    expect(await screen.findByText('AI review in progress...')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/icps/${ICP_ID}/analyze`)).toBe(1);
    expect(screen.queryByTestId('ai-review-failed')).not.toBeInTheDocument();
  });

  it('says after a minute that it takes longer, and can check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finished = false;
    const fetchMock = mockFetch({
      [PROFILE]: { body: makeIcp() },
      [SCORE]: () => ({ body: finished ? done : pending }),
      ...notes,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(path, { session: 'client' });
    await screen.findByText('AI review in progress...');

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByText(/taking longer than usual/)).toBeInTheDocument();
    expect(callsTo(fetchMock, SCORE)).toBe(1);

    finished = true;
    await user.click(screen.getByRole('button', { name: /Check again/ }));
    expect(await screen.findByRole('heading', { name: 'AI suggestions' })).toBeInTheDocument();
  });
});

describe('splitSuggestions', () => {
  it("keeps the rubric's suggestions apart from the AI's", () => {
    expect(splitSuggestions({ suggestions: ['a', 'b', 'c'], aiSuggestions: ['c'] })).toEqual({
      rubric: ['a', 'b'],
      ai: ['c'],
    });
    expect(splitSuggestions({ suggestions: ['a'], aiSuggestions: null })).toEqual({ rubric: ['a'], ai: [] });
    expect(splitSuggestions({ suggestions: ['x', 'a'], aiSuggestions: ['x'] })).toEqual({
      rubric: ['a'],
      ai: ['x'],
    });
  });
});
