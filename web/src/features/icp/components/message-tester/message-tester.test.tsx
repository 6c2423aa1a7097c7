import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp, makeScore } from '@/test/fixtures/icp-fixtures';
import { messageVerdict } from './message-tester';

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = `/icp/${ICP_ID}`;
const adviser = makeIcp({
  name: 'Hospital doctors',
  profession: 'financial-advisors',
  occupation: 'Hospital doctors',
  painPoints: [
    'No time to look after a pension between night shifts',
    'Worried about the pension tax charge',
  ],
  goals: ['Retire at 58 without cutting their lifestyle'],
});

function open(icp = adviser) {
  mockFetch({
    [`GET /api/icps/${ICP_ID}`]: { body: icp },
    [`GET /api/icps/${ICP_ID}/score`]: { body: makeScore({ overallScore: 80 }) },
    'GET /api/notes': listAnswer([], { limit: 200 }),
  });
  renderRoute(path, { session: 'client' });
}

describe('message tester on the profile page', () => {
  it('scores copy as it is typed: what it speaks to, the stage, the compliance finding and what to change', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Test a message' }, { timeout: 10_000 }));
    const card = await screen.findByRole('region', { name: 'Test a message' });
    expect(within(card).getByText('The score appears here as you type.')).toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('Journey stage it targets'), 'decision');
    await user.click(within(card).getByLabelText('Your copy'));
    await user.paste(
      'Doctors: worried about the pension tax charge? Guaranteed 12% returns. Book a free 30-minute review.',
    );

    const score = Number((await within(card).findByTestId('message-score')).textContent?.split(' ')[0]);
    expect(score).toBeGreaterThan(0);
    const speaks = within(card).getByRole('list', { name: 'Speaks to' });
    expect(within(speaks).getByText('Worried about the pension tax charge')).toBeInTheDocument();
    expect(within(card).getByTestId('message-stage')).toHaveTextContent('Fits the decision stage.');
    const findings = within(card).getByRole('list', { name: 'Compliance findings' });
    expect(within(findings).getByText(/Guaranteed 12% returns/i)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'What to change' })).toHaveTextContent(/^Reword “/);
  }, 60_000);

  it('leaves the compliance part out for a trade without advertising rules', async () => {
    const user = userEvent.setup();
    open(makeIcp({ profession: 'business-coaches', painPoints: ['Works 60-hour weeks'] }));
    await user.click(await screen.findByRole('tab', { name: 'Test a message' }, { timeout: 10_000 }));
    const card = await screen.findByRole('region', { name: 'Test a message' });
    await user.click(within(card).getByLabelText('Your copy'));
    await user.paste('Guaranteed results for founders.');
    await within(card).findByTestId('message-score');
    expect(within(card).queryByRole('list', { name: 'Compliance findings' })).toBeNull();
    expect(within(card).queryByText('Compliance', { selector: 'p' })).toBeNull();
  }, 60_000);

  it('names the verdict by score', () => {
    expect(messageVerdict(80)).toEqual({ label: 'Strong', palette: 'green' });
    expect(messageVerdict(50).label).toBe('Fair');
    expect(messageVerdict(49).label).toBe('Weak');
  });
});
