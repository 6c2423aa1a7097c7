import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A toast that follows another waits for it to leave (one at a time, docs/product.md §9). */
const nextToast = (text: string) => screen.findByText(text, {}, { timeout: 8000 });

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => new URL(String(url), 'http://x').pathname === path);
  return call?.[1]?.body ? (JSON.parse(call[1].body as string) as Record<string, unknown>) : undefined;
};

async function startB2b(user: ReturnType<typeof userEvent.setup>, name = 'Dentists') {
  renderRoute('/icp/new', { session: 'client' });
  await user.type(await screen.findByLabelText('Profile name'), name);
  await user.click(screen.getByRole('button', { name: /Next/ }));
  await screen.findByRole('heading', { level: 2, name: 'Client Details' });
}

describe('ICP wizard AI suggestions', () => {
  it('suggests client details; a chip fills its empty field, once, by the keyword rule', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch({
      'POST /api/ai/suggest-demographics': async () => {
        await gate;
        return {
          body: {
            suggestions: [
              'Industry: Orthodontics', // industry is already filled: not offered
              'Company size: 10-50 employees',
              'Company size: 50-200 employees',
              'Company size: 10-50 employees', // a repeat
              'Location: Pacific Northwest',
              'Works mostly remotely', // no keyword: cannot be placed
            ],
          },
        };
      },
    });
    const user = userEvent.setup();
    await startB2b(user);
    await user.type(screen.getByLabelText('Industry'), 'Dental care');

    const panel = screen.getByRole('region', { name: 'AI suggestions for client details' });
    await user.click(within(panel).getByRole('button', { name: /Get AI suggestions/ }));
    expect(await within(panel).findByRole('button', { name: /Thinking/ })).toBeDisabled();
    release();

    expect(await screen.findByText('AI Suggestions Ready')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/ai/suggest-demographics')).toEqual({
      type: 'b2b',
      industry: 'Dental care',
      context: { companySize: null, ageRange: null },
    });
    const chips = () =>
      within(panel)
        .queryAllByRole('button', { name: /^Add suggestion/ })
        .map((b) => b.textContent?.trim());
    expect(chips()).toEqual([
      'Company size: 10-50 employees',
      'Company size: 50-200 employees',
      'Location: Pacific Northwest',
      'Works mostly remotely',
    ]);

    await user.click(
      within(panel).getByRole('button', { name: 'Add suggestion: Company size: 10-50 employees' }),
    );
    expect(screen.getByLabelText('Company size')).toHaveValue('10-50 employees');
    expect(await nextToast('Suggestion added to your profile')).toBeInTheDocument();
    // The field is filled: neither company size is on offer any more.
    expect(chips()).toEqual(['Location: Pacific Northwest', 'Works mostly remotely']);
  }, 40_000);

  it('places a location by the keyword rule, and says it cannot place one without a keyword', async () => {
    mockFetch({
      'POST /api/ai/suggest-demographics': {
        body: { suggestions: ['Location: Pacific Northwest', 'Works mostly remotely'] },
      },
    });
    const user = userEvent.setup();
    await startB2b(user);
    const panel = screen.getByRole('region', { name: 'AI suggestions for client details' });
    await user.click(within(panel).getByRole('button', { name: /Get AI suggestions/ }));

    await user.click(
      await within(panel).findByRole('button', { name: 'Add suggestion: Works mostly remotely' }),
    );
    expect(await nextToast('Unable to parse AI suggestion. Please copy manually.')).toBeInTheDocument();
    // It stays on offer, to be copied by hand.
    expect(
      within(panel).getByRole('button', { name: 'Add suggestion: Works mostly remotely' }),
    ).toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: 'Add suggestion: Location: Pacific Northwest' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove Pacific Northwest' })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Add suggestion: Location: Pacific Northwest' }),
    ).toBeNull();
  }, 40_000);

  it('suggests pain points from the whole form, without repeats, and adds one as a badge', async () => {
    const fetchMock = mockFetch({
      'POST /api/ai/suggest-pain-points': {
        body: {
          suggestions: ['Slow close', 'No-shows cost revenue', ' no-shows cost revenue ', 'Staff turnover'],
        },
      },
    });
    const user = userEvent.setup();
    await startB2b(user);
    await user.type(screen.getByLabelText('Industry'), 'Dental care');
    await user.click(screen.getByRole('button', { name: 'Step 4: Pain Points' }));
    await user.type(await screen.findByLabelText('Pain points'), 'Slow close{Enter}');

    const panel = screen.getByRole('region', { name: 'AI suggested pain points' });
    await user.click(within(panel).getByRole('button', { name: /Get AI suggestions/ }));
    await screen.findByText('AI Suggestions Ready');
    expect(bodyOf(fetchMock, '/api/ai/suggest-pain-points')).toEqual({
      icpData: { name: 'Dentists', type: 'b2b', industry: 'Dental care', painPoints: ['Slow close'] },
    });
    const chips = within(panel).getAllByRole('button', { name: /^Add suggestion/ });
    expect(chips.map((c) => c.textContent?.trim())).toEqual(['No-shows cost revenue', 'Staff turnover']);

    await user.click(chips[0]!);
    expect(await screen.findByRole('button', { name: 'Remove No-shows cost revenue' })).toBeInTheDocument();
    expect(await nextToast('Pain point added to your profile')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add suggestion: No-shows cost revenue' })).toBeNull();

    // Typed in by hand: the chip goes too, so nothing is offered twice.
    await user.type(screen.getByLabelText('Pain points'), 'staff turnover{Enter}');
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Add suggestion: Staff turnover' })).toBeNull(),
    );
  }, 40_000);

  it('adds a channel chip to the preferred channels', async () => {
    mockFetch({
      'POST /api/ai/suggest-channels': { body: { suggestions: ['Dental association newsletters'] } },
    });
    const user = userEvent.setup();
    await startB2b(user);
    await user.click(screen.getByRole('button', { name: 'Step 5: Buyer Journey' }));
    const panel = await screen.findByRole('region', { name: 'AI suggested channels' });
    await user.click(within(panel).getByRole('button', { name: /Get AI suggestions/ }));
    await user.click(
      await within(panel).findByRole('button', { name: 'Add suggestion: Dental association newsletters' }),
    );
    expect(await nextToast('Channel added to your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Dental association newsletters' })).toBeInTheDocument();
  }, 40_000);

  it("says 'Failed to generate suggestions' with the server's reason", async () => {
    mockFetch({
      'POST /api/ai/suggest-demographics': {
        status: 429,
        body: {
          code: 'too_many_requests',
          status: 429,
          message: 'Too many AI requests. Please try again in a minute.',
        },
      },
    });
    const user = userEvent.setup();
    await startB2b(user);
    await user.click(screen.getByRole('button', { name: /Get AI suggestions/ }));
    await findErrorToast('Too many AI requests. Please try again in a minute.');
    expect(screen.queryByRole('button', { name: /^Add suggestion/ })).toBeNull();
  }, 40_000);

  it("says 'Error' with 'Failed to generate suggestions' when the server gives no reason", async () => {
    mockFetch({ 'POST /api/ai/suggest-demographics': { status: 502, body: '' } });
    const user = userEvent.setup();
    await startB2b(user);
    await user.click(screen.getByRole('button', { name: /Get AI suggestions/ }));
    await findErrorToast('Failed to generate suggestions');
  }, 40_000);

  it('offers Settings when the fix is there (a missing API key)', async () => {
    mockFetch({
      'POST /api/ai/suggest-demographics': {
        status: 400,
        body: {
          code: 'bad_request',
          status: 400,
          message: 'Add your OpenAI API key in Settings, or turn on built-in AI.',
        },
      },
    });
    const user = userEvent.setup();
    await startB2b(user);
    await user.click(screen.getByRole('button', { name: /Get AI suggestions/ }));
    expect(
      await screen.findByText('Add your OpenAI API key in Settings, or turn on built-in AI.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Settings' })).toBeInTheDocument();
  }, 40_000);
});
