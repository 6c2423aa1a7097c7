import { ChakraProvider } from '@chakra-ui/react';
import { roadmapOf } from '@icp-studio/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/lib/theme';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { PLAYBOOK_ID, makePlaybook, page } from '@/test/fixtures/playbook-fixtures';
import { RoadmapTimeline } from './roadmap-timeline';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const campaigns: Record<string, string | number>[] = [
  { name: 'Referral push', stage: 'decision', owner: 'Marketing lead', startDay: 31, endDay: 60 },
  {
    name: 'Open house',
    stage: 'awareness',
    owner: 'Practice owner',
    startDate: '2027-01-10',
    endDate: '2027-01-20',
  },
  { name: 'Someday', objective: 'No timing yet' },
];

describe('RoadmapTimeline', () => {
  it('lists the campaigns in start order with name, stage and dates in text, the bars hidden', () => {
    wrap(<RoadmapTimeline roadmap={roadmapOf({ timeline: '90 days from 2027-01-04:', campaigns })} />);
    const list = screen.getByRole('list', { name: 'Roadmap timeline' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Open houseAwarenessJan 10 – Jan 20, 2027 (days 7–17) · Practice owner',
      'Referral pushDecisionFeb 3 – Mar 4, 2027 (days 31–60) · Marketing lead',
      'SomedayNo stageNo dates',
    ]);
    // The drawing is beside the text, not instead of it.
    expect(items[0]!.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(items[2]!.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText(/90 days from Jan 4, 2027/)).toHaveTextContent(
      '1 campaign without dates (not in the calendar file)',
    );
    const stages = screen.getByRole('list', { name: 'Stages' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Awareness', 'Decision', 'No stage']);
  });

  it('places each bar across the roadmap days', () => {
    wrap(<RoadmapTimeline roadmap={roadmapOf({ timeline: '90 days from 2027-01-04:', campaigns })} />);
    const [open] = screen.getAllByTestId('roadmap-campaign');
    const track = open!.querySelector('[aria-hidden="true"]')!;
    const bar = track.lastElementChild as HTMLElement;
    // Days 7 to 17 of 90: from 6/90 of the width, 11/90 wide.
    expect(getComputedStyle(bar).left).toBe(`${(6 / 90) * 100}%`);
    expect(getComputedStyle(bar).width).toBe(`${(11 / 90) * 100}%`);
  });

  it('speaks in days when the roadmap has no dates', () => {
    wrap(
      <RoadmapTimeline
        roadmap={roadmapOf({ timeline: null, campaigns: [{ name: 'A', startDay: 5, endDay: 5 }] })}
      />,
    );
    expect(screen.getByText('Day 5')).toBeInTheDocument();
    expect(screen.getByText(/^90 days · 1 campaign without dates/)).toBeInTheDocument();
  });
});

describe('the playbook page: the Roadmap card', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
  afterEach(() => {
    resetRealtimeConnection();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the timeline with "Add to calendar (.ics)", which downloads the roadmap file', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: {
        body: makePlaybook({ campaigns, timeline: '90 days from 2027-01-04:' }),
      },
      'GET /api/notes': page([]),
      [`GET /api/playbooks/${PLAYBOOK_ID}/roadmap.ics`]: {
        body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="referral-engine-roadmap.ics"',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    const card = await screen.findByRole('region', { name: 'Roadmap' });
    expect(within(card).getByRole('list', { name: 'Roadmap timeline' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Add to calendar \(\.ics\)/ }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('referral-engine-roadmap.ics');
  });

  it('has no Roadmap card when no campaign has any timing', async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: {
        body: makePlaybook({ campaigns: [{ name: 'Someday' }], valueProposition: 'x' }),
      },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await screen.findByRole('region', { name: 'Marketing Campaigns' });
    expect(screen.queryByRole('region', { name: 'Roadmap' })).toBeNull();
  });

  it("on a share link's page: the timeline, without the calendar file (it needs a signed-in reader)", async () => {
    const token = `p_${'B'.repeat(43)}`;
    const {
      icpId: _i,
      userId: _u,
      createdBy: _c,
      clientName: _n,
      ...item
    } = makePlaybook({
      campaigns,
      timeline: '90 days from 2027-01-04:',
    });
    mockFetch({
      [`GET /api/shared/${token}`]: { body: { kind: 'playbook', item, label: null, expiresAt: null } },
    });
    renderRoute(`/s/${token}`);
    const card = await screen.findByRole('region', { name: 'Roadmap' });
    expect(within(card).getByRole('list', { name: 'Roadmap timeline' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Add to calendar/ })).toBeNull();
  });
});
