import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp, makeScore } from '../../testing/icp-fixtures';
import { splitSuggestions } from './ai-review-section';

afterEach(() => {
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
  it('polls every 2 s while pending, then shows the AI suggestions and the persona narrative, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reviewDone = false;
    const fetchMock = mockFetch({
      [PROFILE]: () => ({ body: makeIcp({ personaNarrative: reviewDone ? NARRATIVE : null }) }),
      [SCORE]: () => {
        const n = callsTo(fetchMock, SCORE);
        if (n >= 3) reviewDone = true;
        return { body: reviewDone ? done : pending };
      },
      ...notes,
    });
    renderRoute(path, { session: 'client' });

    const card = await screen.findByRole('region', { name: 'Quality Score' });
    expect(await within(card).findByText('AI review in progress...')).toBeInTheDocument();
    expect(within(card).getByText('Add at least 3 goals')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsTo(fetchMock, SCORE)).toBe(2);
    expect(within(card).getByText('AI review in progress...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(card).findByRole('heading', { name: 'AI suggestions' })).toBeInTheDocument();
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

    const calls = callsTo(fetchMock, SCORE);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, SCORE)).toBe(calls);
  });

  it('starts after Analyze: the answer is pending, and the card shows progress until the review is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let analyzed = false;
    let polls = 0;
    mockFetch({
      [PROFILE]: { body: makeIcp() },
      [SCORE]: () => {
        if (!analyzed) return { status: 404, body: { message: 'No score yet' } };
        polls += 1;
        return { body: polls >= 2 ? done : pending };
      },
      [`POST /api/icps/${ICP_ID}/analyze`]: () => {
        analyzed = true;
        return { body: pending };
      },
      ...notes,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(path, { session: 'client' });

    await user.click(await screen.findByRole('button', { name: /Analyze/ }));
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(await screen.findByText('AI review in progress...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByRole('heading', { name: 'AI suggestions' })).toBeInTheDocument();
  });

  it('says quietly when the review failed', async () => {
    mockFetch({
      [PROFILE]: { body: makeIcp() },
      [SCORE]: { body: makeScore({ aiStatus: 'failed' }) },
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    expect(await screen.findByTestId('ai-review-failed')).toHaveTextContent(
      'The AI review could not be completed this time.',
    );
    expect(screen.queryByText('AI review in progress...')).not.toBeInTheDocument();
  });

  it('stops after a minute, says so, and can check again', async () => {
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
    const calls = callsTo(fetchMock, SCORE);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, SCORE)).toBe(calls);

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
