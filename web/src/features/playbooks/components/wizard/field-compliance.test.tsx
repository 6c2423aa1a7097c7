import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp } from '@/test/fixtures/playbook-fixtures';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
});

const FIX = 'a plan built to pursue your goals; returns are not guaranteed';

describe('the compliance check in the playbook wizard', () => {
  it("marks a financial adviser's promise as they type, and the offered wording clears it", async () => {
    mockFetch({ [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ profession: 'financial-advisors' }) } });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    const field = await screen.findByLabelText('Value proposition', {}, { timeout: 10_000 });
    // The notice is said once on the step, the live region is there before anything is typed.
    expect(await screen.findAllByTestId('wizard-compliance-notice')).toHaveLength(1);
    expect(screen.getByTestId('wizard-compliance-notice')).toHaveTextContent(
      'Investment advice (SEC Marketing Rule, FINRA 2210)',
    );
    expect(screen.getByTestId('wizard-compliance-notice')).toHaveTextContent('Guidance, not legal advice');
    const status = within(screen.getByTestId('compliance-valueProposition')).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');

    await user.type(field, 'Earn guaranteed 12% returns on your savings.');
    expect(
      await screen.findByText(
        'Value proposition: 1 phrase to review for compliance',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const findings = screen.getByRole('list', { name: 'Compliance findings: Value proposition' });
    expect(within(findings).getByText('guaranteed 12% returns', { selector: 'mark' })).toBeInTheDocument();
    expect(findings).toHaveTextContent('A promise of investment returns');
    expect(findings).toHaveTextContent('Rule: SEC Marketing Rule 206(4)-1');
    expect(findings).toHaveTextContent(`Instead: ${FIX}`);

    await user.click(
      within(findings).getByRole('button', { name: 'Use this wording instead of “guaranteed 12% returns”' }),
    );
    expect(field).toHaveValue(`Earn ${FIX} on your savings.`);
    expect(
      await screen.findByText('Value proposition: no compliance findings', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Compliance findings: Value proposition' }),
    ).not.toBeInTheDocument();
  }, 30_000);

  it('checks nothing and says nothing for a trade without advertising rules', async () => {
    mockFetch({ [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() } });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    const field = await screen.findByLabelText('Value proposition', {}, { timeout: 10_000 });
    await user.type(field, 'Guaranteed 12% returns');
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(screen.queryByTestId('compliance-valueProposition')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wizard-compliance-notice')).not.toBeInTheDocument();
  }, 30_000);

  it('marks the phrases the ai service flagged in the AI messaging before it is applied', async () => {
    const messaging = {
      valueProposition: 'A written retirement plan.',
      keyMessages: ['Plan early', 'Guaranteed 12% returns'],
      messagingPillars: ['Clarity'],
    };
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ profession: 'financial-advisors' }) },
      'POST /api/ai/generate-messaging': {
        body: {
          ...messaging,
          suggestions: messaging,
          compliance: [
            {
              path: 'keyMessages.1',
              ruleId: 'sec-returns',
              regime: 'investment',
              phrase: 'Guaranteed 12% returns',
              start: 0,
              end: 22,
              title: 'A promise of investment returns',
              source: 'SEC Marketing Rule 206(4)-1(a)(1)–(2)',
              why: 'No adviser may promise returns.',
              rewording: FIX,
              replacement: FIX,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    await screen.findByLabelText('Playbook name', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { name: 'Messaging' });
    await user.click(screen.getByRole('button', { name: /Generate messaging/ }));
    const panel = await screen.findByRole('region', { name: 'AI messaging suggestions' });
    expect(panel).toHaveTextContent('Compliance check: 1 phrase marked below');
    expect(panel).toHaveTextContent('Guidance, not legal advice');
    expect(within(panel).getByText('Guaranteed 12% returns', { selector: 'mark' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      '“Guaranteed 12% returns”: A promise of investment returns (SEC Marketing Rule 206(4)-1(a)(1)–(2)).',
    );
    expect(panel).toHaveTextContent(`Instead: ${FIX}`);
    // Nothing else is marked.
    expect(within(panel).getAllByText(/./, { selector: 'mark' })).toHaveLength(1);
  }, 30_000);
});
