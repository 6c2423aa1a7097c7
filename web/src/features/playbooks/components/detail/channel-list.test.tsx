import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '@/lib/theme';
import { CampaignList } from './campaign-list';
import { ChannelList } from './channel-list';
import { KpiList } from './kpi-list';
import { StructuredValue, humanizeKey } from './structured-value';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('Marketing Channels card', () => {
  it('renders a list of names as badges', () => {
    wrap(<ChannelList channels={['LinkedIn', 'Email']} />);
    const list = screen.getByRole('list', { name: 'Channels' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['LinkedIn', 'Email']);
  });

  it('renders objects with a channel, with their details', () => {
    wrap(
      <ChannelList
        channels={[
          { channel: 'LinkedIn', description: 'Partner-led posts', budget: '40%' },
          { channel: 'Email newsletter', frequency: 'Fortnightly' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Channels' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('LinkedIn')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Partner-led posts')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Budget:')).toBeInTheDocument();
    expect(within(items[0]!).getByText('40%')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Frequency:')).toBeInTheDocument();
  });

  it('renders a map of channel keys, skipping channels set to false', () => {
    wrap(
      <ChannelList
        channels={{
          'Google Business Profile': { priority: 'High' },
          Events: 'Two breakfasts',
          Podcasts: true,
          Print: false,
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Channels' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Google Business Profile',
      'Events',
      'Podcasts',
    ]);
    expect(screen.getByText('Two breakfasts')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.queryByText('Print')).not.toBeInTheDocument();
  });

  it('renders nothing without channels', () => {
    const { container } = wrap(<ChannelList channels={null} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});

describe('Marketing Campaigns, KPIs and structured values', () => {
  it('shows campaigns with name, objective and a timeline badge, or the free text', () => {
    const { unmount } = wrap(
      <CampaignList
        campaigns={[
          { name: 'Q1 Push', objective: 'Re-engage clients', timeline: '8 weeks', budget: '$6k' },
          {},
        ]}
      />,
    );
    expect(screen.getByText('Q1 Push')).toBeInTheDocument();
    expect(screen.getByText('Re-engage clients')).toBeInTheDocument();
    expect(screen.getByText('8 weeks')).toBeInTheDocument();
    expect(screen.getByText('$6k')).toBeInTheDocument();
    expect(screen.getByText('Campaign 2')).toBeInTheDocument();
    unmount();
    wrap(<CampaignList campaigns="Spring open house in April" />);
    expect(screen.getByText('Spring open house in April')).toBeInTheDocument();
  });

  it('shows KPIs by name or metric with their target, and target metrics as key/value', () => {
    wrap(
      <KpiList
        kpis={[
          { name: 'Qualified leads', target: '40 / month' },
          { metric: 'Discovery-call rate', target: 0.25 },
        ]}
        targetMetrics={{ websiteConversion: '3%' }}
      />,
    );
    expect(screen.getByText('Qualified leads')).toBeInTheDocument();
    expect(screen.getByText('Target: 40 / month')).toBeInTheDocument();
    expect(screen.getByText('Discovery-call rate')).toBeInTheDocument();
    expect(screen.getByText('Target: 0.25')).toBeInTheDocument();
    expect(screen.getByText('Website conversion')).toBeInTheDocument();
    expect(screen.getByText('3%')).toBeInTheDocument();
  });

  it('shows structured team roles readably, and text as written', () => {
    const { unmount } = wrap(
      <StructuredValue
        value={{ 'Managing partner': 'Approves messaging', coordinator: { owns: ['Calendar'] } }}
      />,
    );
    expect(screen.getByText('Managing partner')).toBeInTheDocument();
    expect(screen.getByText('Approves messaging')).toBeInTheDocument();
    expect(screen.getByText('Coordinator')).toBeInTheDocument();
    expect(screen.getByText('Calendar')).toBeInTheDocument();
    unmount();
    wrap(<StructuredValue value={'Partner approves.\nCoordinator runs.'} />);
    expect(screen.getByText(/Partner approves\./)).toBeInTheDocument();
    expect(humanizeKey('hoursPerWeek')).toBe('Hours per week');
    expect(humanizeKey('content_lead')).toBe('Content lead');
    expect(humanizeKey('Website conversion')).toBe('Website conversion');
  });
});
