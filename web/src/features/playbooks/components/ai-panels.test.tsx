import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { ICP_ID, makeIcp } from '@/test/fixtures/playbook-fixtures';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
});

const MESSAGING = {
  valueProposition: 'Predictable referrals for boutique law firms',
  keyMessages: ['Referrals you can predict', 'Partners spend time on law'],
  messagingPillars: ['Trust', 'Predictability'],
};

/** A toast that follows another waits for it to leave (one at a time, docs/product.md §9). */
const nextToast = (text: string) => screen.findByText(text, {}, { timeout: 8000 });

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => new URL(String(url), 'http://x').pathname === path);
  return call?.[1]?.body ? (JSON.parse(call[1].body as string) as Record<string, unknown>) : undefined;
};

const STEPS = ['Strategy & Goals', 'Messaging', 'Channels & Content', 'Campaigns & Metrics', 'Team & Review'];

/** Next `clicks` times from where the wizard is, each step seen before the next click (as a user would). */
async function next(user: ReturnType<typeof userEvent.setup>, clicks: number) {
  for (let i = 0; i < clicks; i += 1) {
    const shown = STEPS.findIndex((h) => screen.queryByRole('heading', { name: h }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { name: STEPS[shown + 1] }, { timeout: 5000 });
  }
}

async function openStep(user: ReturnType<typeof userEvent.setup>, heading: string, clicks: number) {
  await screen.findByLabelText('Playbook name', {}, { timeout: 10_000 });
  await next(user, clicks);
  await screen.findByRole('heading', { name: heading });
}

describe('the playbook wizard AI panels', () => {
  it('generates messaging from the profile, shows it, and Apply fills the form and clears the panel', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/ai/generate-messaging': async () => {
        await gate;
        return { body: { ...MESSAGING, suggestions: MESSAGING } };
      },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    await openStep(user, 'Messaging', 1);

    await user.click(screen.getByRole('button', { name: /Generate messaging/ }));
    expect(await screen.findByText('Writing your messaging...')).toBeInTheDocument();
    release();

    const panel = await screen.findByRole('region', { name: 'AI messaging suggestions' });
    expect(await screen.findByText('AI Suggestions Ready')).toBeInTheDocument();
    expect(within(panel).getByText(MESSAGING.valueProposition)).toBeInTheDocument();
    expect(within(panel).getByText('Referrals you can predict')).toBeInTheDocument();
    expect(within(panel).getByText('Trust · Predictability')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/ai/generate-messaging')).toEqual({
      icpData: {
        name: 'Boutique Law Firms',
        type: 'b2b',
        industry: 'Legal services',
        companySize: '10-50',
        preferredChannels: ['LinkedIn', 'Email'],
      },
    });

    await user.click(within(panel).getByRole('button', { name: /Apply/ }));
    expect(await nextToast('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI messaging suggestions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Referrals you can predict' })).toBeInTheDocument();
    const pillars = screen.getByRole('group', { name: 'Messaging pillars' });
    expect(
      within(pillars)
        .getAllByRole('textbox', { name: 'Pillar' })
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Trust', 'Predictability']);
    // The value proposition lives on step 1.
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByLabelText('Value proposition')).toHaveValue(MESSAGING.valueProposition);
  }, 40_000);

  it('suggests campaigns for the channels of step 3; Apply writes them into Campaigns', async () => {
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/ai/suggest-campaigns': {
        body: {
          suggestions: [
            {
              name: 'Referral partner breakfast',
              objective: 'Meet 10 partners',
              timeline: 'Month 1',
              channel: 'Events',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    await openStep(user, 'Channels & Content', 2);
    await user.click(screen.getByRole('button', { name: 'Use suggested channel LinkedIn' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { name: 'Campaigns & Metrics' });

    const callout = screen.getByRole('region', { name: 'AI campaign ideas' });
    expect(callout).toHaveTextContent('Campaign ideas for your profile on LinkedIn');
    await user.click(within(callout).getByRole('button', { name: /Suggest campaigns/ }));
    expect(await screen.findByText('Referral partner breakfast')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/ai/suggest-campaigns')).toMatchObject({ channels: ['LinkedIn'] });

    await user.click(screen.getByRole('button', { name: /Apply/ }));
    expect(await nextToast('Applied')).toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Campaign 1: Referral partner breakfast' });
    expect(within(card).getByRole('textbox', { name: 'Campaign name' })).toHaveValue(
      'Referral partner breakfast',
    );
    expect(within(card).getByRole('textbox', { name: 'Channel' })).toHaveValue('Events');
    expect(within(card).getByRole('textbox', { name: 'Objective' })).toHaveValue('Meet 10 partners');
    expect(within(card).getByText('Month 1')).toBeInTheDocument();
    expect(screen.queryByText('Referral partner breakfast')).not.toBeInTheDocument();
  }, 40_000);

  it("says 'Failed to generate messaging' and 'Failed to generate campaigns' with the reason", async () => {
    const error = {
      status: 502,
      body: { code: 'bad_gateway', status: 502, message: 'The AI provider is unavailable' },
    };
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/ai/generate-messaging': error,
      'POST /api/ai/suggest-campaigns': { status: 502, body: '' }, // no reason: the default
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    await openStep(user, 'Messaging', 1);
    await user.click(screen.getByRole('button', { name: /Generate messaging/ }));
    await findErrorToast('The AI provider is unavailable');
    expect(screen.getByRole('button', { name: /Generate messaging/ })).toBeEnabled();

    await next(user, 2);
    await user.click(await screen.findByRole('button', { name: /Suggest campaigns/ }));
    await findErrorToast('Failed to generate campaigns');
  }, 40_000);
});
