import { roadmapOf, type Playbook, type PlaybookFields } from '@icp-studio/contracts';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Box, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  LuBot,
  LuCalendarClock,
  LuCalendarRange,
  LuChartColumn,
  LuCompass,
  LuFlag,
  LuLightbulb,
  LuMegaphone,
  LuMessageSquareQuote,
  LuNewspaper,
  LuPalette,
  LuRadioTower,
  LuRocket,
  LuUsers,
  LuLayers,
} from 'react-icons/lu';
import { normalizeChannels } from '../../lib/channels';
import { hasContent } from '../../lib/json-or-text';
import { CampaignList, type Campaign } from './campaign-list';
import { ChannelList } from './channel-list';
import { KpiList } from './kpi-list';
import type { SectionField } from '../../lib/playbook-form';
import { SectionCard, type SectionCardProps } from './section-card';
import { SectionEditForm } from './section-edit-form';
import { RichText, StructuredValue } from './structured-value';
import { RoadmapTimeline } from './roadmap-timeline';
import { DownloadButton } from '@/components/download-button';
import { routeRequest } from '@/lib/api-client';

function BulletList({ items, label }: { items: string[]; label: string }) {
  return (
    <List.Root ps="5" gap="2" aria-label={label}>
      {items.map((item, i) => (
        <List.Item key={i} wordBreak="break-word" _marker={{ color: 'brand.solid' }}>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

function NumberedList({ items, label }: { items: string[]; label: string }) {
  return (
    <Stack as="ol" listStyleType="none" gap="2.5" aria-label={label}>
      {items.map((item, i) => (
        <Box as="li" key={i} display="flex" gap="3" alignItems="start">
          <Box
            flexShrink="0"
            boxSize="6"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
            fontSize="xs"
            fontWeight="bold"
            display="flex"
            alignItems="center"
            justifyContent="center"
            aria-hidden
          >
            {i + 1}
          </Box>
          <Text pt="0.5" wordBreak="break-word">
            {item}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** Whether the playbook has anything to show besides its name (to explain an empty page). */
export function playbookHasContent(p: Playbook): boolean {
  return (
    [
      p.marketingGoals,
      p.valueProposition,
      p.keyMessages,
      p.messagingPillars,
      p.positioning,
      p.tonality,
      p.contentStrategy,
      p.campaigns,
      p.kpis,
      p.targetMetrics,
      p.timeline,
      p.teamRoles,
      p.aiGeneratedCampaigns,
      p.aiContentIdeas,
    ].some(hasContent) || normalizeChannels(p.selectedChannels).length > 0
  );
}

interface CardSpec {
  key: string;
  wide: boolean;
  render: (wide: boolean) => ReactNode;
}

/** Editing in place (docs/product.md §2): which section is open, and what Save, Cancel and Undo do. */
export interface SectionEditing {
  /** The key of the section being edited, if any. */
  editing: string | null;
  onEdit: (key: string) => void;
  onCancel: (key: string) => void;
  /** PUTs the playbook with the section's changes; rejects to keep the editor open. */
  onSave: (key: string, fields: PlaybookFields) => Promise<unknown>;
  /** The section whose change was saved last, with Undo. */
  undoKey: string | null;
  onUndo: () => void;
  undoing: boolean;
}

/** The id of a section's Edit button. */
export const editButtonId = (key: string) => `edit-section-${key}`;

/**
 * The fields each section edits in place. The AI's cards are not listed: they are what a provider wrote,
 * and are written again (the wizard's AI steps, or the generator) rather than edited.
 */
export const SECTION_FIELDS: Record<string, SectionField[]> = {
  value: ['valueProposition'],
  goals: ['marketingGoals'],
  messages: ['keyMessages'],
  positioning: ['positioning'],
  tonality: ['tonality'],
  channels: ['selectedChannels'],
  campaigns: ['campaigns'],
  kpis: ['kpis', 'targetMetrics'],
  content: ['contentStrategy'],
  timeline: ['timeline'],
  pillars: ['messagingPillars'],
  roles: ['teamRoles'],
};

/**
 * Lays cards out two to a row on large screens: a half-width card with no partner (its neighbour is
 * missing, or the next card is wide) takes the whole row instead of leaving a hole.
 */
export function pairHalfCards<T extends { wide: boolean }>(cards: T[]): (T & { span: 'full' | 'half' })[] {
  const out = cards.map((c) => ({ ...c, span: (c.wide ? 'full' : 'half') as 'full' | 'half' }));
  let open: number | null = null;
  out.forEach((card, i) => {
    if (card.span === 'full') {
      if (open !== null) out[open]!.span = 'full';
      open = null;
    } else if (open === null) {
      open = i;
    } else {
      open = null;
    }
  });
  if (open !== null) out[open]!.span = 'full';
  return out;
}

/** Campaign-shaped AI output (a list of objects with a name or an objective) shows as campaign cards. */
function isCampaignList(value: unknown): value is Campaign[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (v) =>
        v !== null &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        (typeof (v as Campaign).name === 'string' || typeof (v as Campaign).objective === 'string'),
    )
  );
}

/**
 * The cards of the playbook detail page (docs/product.md §2), each only when it has data: Value Proposition,
 * Strategic Goals, Key Messages, Market Positioning, Brand Tonality, Marketing Channels, Marketing
 * Campaigns, Roadmap (the campaigns on a timeline, with their calendar file), KPIs & Metrics, Content Strategy, Timeline, Messaging Pillars, Team Roles, AI-Generated
 * Campaigns, AI Content Ideas.
 */
export function PlaybookSections({
  playbook: p,
  edit,
  shared = false,
}: {
  playbook: Playbook;
  edit?: SectionEditing;
  /**
   * A share link's reader (docs/product.md §14): no calendar file on the Roadmap card, since
   * `roadmap.ics` answers only someone signed in who may read the playbook.
   */
  shared?: boolean;
}) {
  const goals = (p.marketingGoals ?? []).filter((g) => g.trim());
  const messages = (p.keyMessages ?? []).filter((m) => m.trim());
  const channels = normalizeChannels(p.selectedChannels);
  const roadmap = roadmapOf(p);
  const cards: CardSpec[] = [];
  const add = (show: boolean, key: string, wide: boolean, render: (wide: boolean) => ReactNode) => {
    if (!show) return;
    const fields = SECTION_FIELDS[key];
    if (!edit || !fields) {
      cards.push({ key, wide, render });
      return;
    }
    const editing = edit.editing === key;
    // An open editor takes the whole row: the row and card editors need the room.
    cards.push({
      key,
      wide: wide || editing,
      render: (w) => {
        const card = render(w) as ReactElement<SectionCardProps>;
        const title = card.props.title;
        return cloneElement(card, {
          onEdit: () => edit.onEdit(key),
          editButtonId: editButtonId(key),
          editor: editing ? (
            <SectionEditForm
              playbook={p}
              fields={fields}
              title={title}
              onSave={(f) => edit.onSave(key, f)}
              onCancel={() => edit.onCancel(key)}
            />
          ) : undefined,
          onUndo: edit.undoKey === key ? edit.onUndo : undefined,
          undoing: edit.undoing,
        });
      },
    });
  };

  add(hasContent(p.valueProposition), 'value', true, () => (
    <SectionCard title="Value Proposition" icon={<LuRocket />} bg="brand.subtle" borderColor="brand.border">
      <Text fontSize={{ base: 'md', md: 'lg' }} fontWeight="medium" lineHeight="tall" whiteSpace="pre-line">
        {p.valueProposition?.trim()}
      </Text>
    </SectionCard>
  ));
  add(goals.length > 0, 'goals', false, () => (
    <SectionCard title="Strategic Goals" icon={<LuFlag />}>
      <BulletList items={goals} label="Strategic goals" />
    </SectionCard>
  ));
  add(messages.length > 0, 'messages', false, () => (
    <SectionCard title="Key Messages" icon={<LuMessageSquareQuote />}>
      <NumberedList items={messages} label="Key messages" />
    </SectionCard>
  ));
  add(hasContent(p.positioning), 'positioning', false, () => (
    <SectionCard title="Market Positioning" icon={<LuCompass />}>
      <RichText text={p.positioning ?? ''} />
    </SectionCard>
  ));
  add(hasContent(p.tonality), 'tonality', false, () => (
    <SectionCard title="Brand Tonality" icon={<LuPalette />}>
      <RichText text={p.tonality ?? ''} />
    </SectionCard>
  ));
  add(channels.length > 0, 'channels', true, () => (
    <SectionCard title="Marketing Channels" icon={<LuRadioTower />}>
      <ChannelList channels={p.selectedChannels} />
    </SectionCard>
  ));
  add(hasContent(p.campaigns), 'campaigns', true, () => (
    <SectionCard title="Marketing Campaigns" icon={<LuMegaphone />}>
      <CampaignList campaigns={p.campaigns} />
    </SectionCard>
  ));
  add(
    roadmap.campaigns.some((c) => c.fromDay !== null),
    'roadmap',
    true,
    () => (
      <SectionCard
        title="Roadmap"
        icon={<LuCalendarClock />}
        aside={
          shared ? undefined : (
            <DownloadButton
              url={() => routeRequest('exportPlaybookRoadmapIcs', { params: { id: p.id } }).url}
              fallbackName="roadmap.ics"
              failure="Failed to export the calendar"
              loadingText="Exporting..."
              size="xs"
            >
              Add to calendar (.ics)
            </DownloadButton>
          )
        }
      >
        <RoadmapTimeline roadmap={roadmap} />
      </SectionCard>
    ),
  );
  add(hasContent(p.kpis) || hasContent(p.targetMetrics), 'kpis', true, (wide) => (
    <SectionCard title="KPIs & Metrics" icon={<LuChartColumn />}>
      <KpiList kpis={p.kpis} targetMetrics={p.targetMetrics} columns={wide ? 2 : 1} />
    </SectionCard>
  ));
  add(hasContent(p.contentStrategy), 'content', false, () => (
    <SectionCard title="Content Strategy" icon={<LuNewspaper />}>
      <RichText text={p.contentStrategy ?? ''} />
    </SectionCard>
  ));
  add(hasContent(p.timeline), 'timeline', false, () => (
    <SectionCard title="Timeline" icon={<LuCalendarRange />}>
      <RichText text={p.timeline ?? ''} />
    </SectionCard>
  ));
  add(hasContent(p.messagingPillars), 'pillars', false, () => (
    <SectionCard title="Messaging Pillars" icon={<LuLayers />}>
      <StructuredValue value={p.messagingPillars ?? undefined} />
    </SectionCard>
  ));
  add(hasContent(p.teamRoles), 'roles', false, () => (
    <SectionCard title="Team Roles" icon={<LuUsers />}>
      <StructuredValue value={p.teamRoles ?? undefined} />
    </SectionCard>
  ));
  add(hasContent(p.aiGeneratedCampaigns), 'ai-campaigns', true, () => (
    <SectionCard title="AI-Generated Campaigns" icon={<LuBot />}>
      {isCampaignList(p.aiGeneratedCampaigns) ? (
        <CampaignList campaigns={p.aiGeneratedCampaigns} />
      ) : (
        <StructuredValue value={p.aiGeneratedCampaigns ?? undefined} />
      )}
    </SectionCard>
  ));
  add(hasContent(p.aiContentIdeas), 'ai-ideas', true, () => (
    <SectionCard title="AI Content Ideas" icon={<LuLightbulb />}>
      <StructuredValue value={p.aiContentIdeas ?? undefined} />
    </SectionCard>
  ));

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }}>
      {pairHalfCards(cards).map((card) => (
        <Box
          key={card.key}
          gridColumn={card.span === 'full' ? { lg: '1 / -1' } : undefined}
          minW="0"
          display="flex"
        >
          {card.render(card.span === 'full')}
        </Box>
      ))}
    </SimpleGrid>
  );
}
