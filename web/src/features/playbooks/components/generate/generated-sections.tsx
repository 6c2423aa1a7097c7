import {
  JOURNEY_STAGES,
  ROADMAP_DAYS,
  type GeneratedKpi,
  type PlaybookSectionName,
  type PlaybookSections,
} from '@icp-studio/contracts';
import { Badge, Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  campaignsByStart,
  withDays,
  type GeneratedItem,
  type GeneratedItemValues,
} from '../../lib/generated-playbook';
import { EditableItem } from './editable-item';

const ucFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const money = (n: number, currency: string) => `${currency} ${n.toLocaleString('en-US')}`;
/** A campaign's days: within the roadmap. */
const DAYS = { min: 1, max: ROADMAP_DAYS };
/** A budget line's amount: whole units, as the generation options take a budget. */
const AMOUNT = { min: 0, max: 1_000_000_000 };

/** What a section view does to the user's sections. */
export interface SectionActions {
  drop: (item: GeneratedItem) => void;
  edit: <S extends GeneratedItem['section']>(
    item: Extract<GeneratedItem, { section: S }>,
    value: GeneratedItemValues[S],
  ) => void;
  editStatement: (field: 'positioning' | 'valueProposition', text: string) => void;
}

function Empty() {
  return (
    <Text fontSize="sm" color="fg.muted">
      Nothing left here: regenerate the section to get new ones.
    </Text>
  );
}

function Items({ items, ordered = false }: { items: { key: string; node: ReactNode }[]; ordered?: boolean }) {
  if (!items.length) return <Empty />;
  return (
    <List.Root as={ordered ? 'ol' : 'ul'} listStyleType="none" gap="2">
      {items.map((item) => (
        <List.Item key={item.key}>{item.node}</List.Item>
      ))}
    </List.Root>
  );
}

/** The body of one received section: every suggestion kept, edited or removed on its own. */
export function SectionBody<N extends PlaybookSectionName>({
  name,
  value,
  actions,
}: {
  name: N;
  value: PlaybookSections[N];
  actions: SectionActions;
}): ReactNode {
  switch (name) {
    case 'positioning':
      return <PositioningBody value={value as PlaybookSections['positioning']} a={actions} />;
    case 'messages':
      return <MessagesBody value={value as PlaybookSections['messages']} a={actions} />;
    case 'objections':
      return <ObjectionsBody value={value as PlaybookSections['objections']} a={actions} />;
    case 'channels':
      return <ChannelsBody value={value as PlaybookSections['channels']} a={actions} />;
    case 'roadmap':
      return <RoadmapBody value={value as PlaybookSections['roadmap']} a={actions} />;
    case 'kpis':
      return <KpisBody value={value as PlaybookSections['kpis']} a={actions} />;
    case 'budget':
      return <BudgetBody value={value as PlaybookSections['budget']} a={actions} />;
  }
  return null;
}

/** The positioning and value proposition, each edited in place, and the pillars. */
function PositioningBody({ value: p, a }: { value: PlaybookSections['positioning']; a: SectionActions }) {
  return (
    <Stack gap="3">
      <EditableItem
        label="Positioning"
        content={<Text>{p.positioning}</Text>}
        fields={[{ key: 'text', label: 'Positioning', value: p.positioning, multiline: true }]}
        onSave={(v) => a.editStatement('positioning', v.text!)}
      />
      <Stack gap="1">
        <Text fontWeight="medium">Value proposition</Text>
        <EditableItem
          label="Value proposition"
          content={<Text color="fg.muted">{p.valueProposition}</Text>}
          fields={[{ key: 'text', label: 'Value proposition', value: p.valueProposition, multiline: true }]}
          onSave={(v) => a.editStatement('valueProposition', v.text!)}
        />
      </Stack>
      <Stack gap="1">
        <Text fontWeight="medium">Pillars</Text>
        <Items
          items={p.pillars.map((pillar, index) => ({
            key: `${index}-${pillar}`,
            node: (
              <EditableItem
                label={pillar}
                content={<Text>{pillar}</Text>}
                fields={[{ key: 'text', label: 'Pillar', value: pillar }]}
                onSave={(v) => a.edit({ section: 'pillars', index }, v.text!)}
                onDrop={() => a.drop({ section: 'pillars', index })}
              />
            ),
          }))}
        />
      </Stack>
    </Stack>
  );
}

/** The messages of each stage of the buyer journey. */
function MessagesBody({ value: m, a }: { value: PlaybookSections['messages']; a: SectionActions }) {
  return (
    <Stack gap="3">
      {JOURNEY_STAGES.map((stage) => (
        <Stack gap="1" key={stage}>
          <Text fontWeight="medium">{ucFirst(stage)}</Text>
          <Items
            items={m[stage].map((msg, index) => ({
              key: `${index}-${msg}`,
              node: (
                <EditableItem
                  label={msg}
                  content={<Text>{msg}</Text>}
                  fields={[{ key: 'text', label: 'Message', value: msg, multiline: true }]}
                  onSave={(v) => a.edit({ section: 'messages', stage, index }, v.text!)}
                  onDrop={() => a.drop({ section: 'messages', stage, index })}
                />
              ),
            }))}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The objections, each with its answer. */
function ObjectionsBody({ value: list, a }: { value: PlaybookSections['objections']; a: SectionActions }) {
  return (
    <Items
      items={list.map((o, index) => ({
        key: `${index}-${o.objection}`,
        node: (
          <EditableItem
            label={o.objection}
            content={
              <Stack gap="0.5">
                <Text fontWeight="medium">“{o.objection}”</Text>
                <Text color="fg.muted">{o.answer}</Text>
              </Stack>
            }
            fields={[
              { key: 'objection', label: 'Objection', value: o.objection },
              { key: 'answer', label: 'Answer', value: o.answer, multiline: true },
            ]}
            onSave={(v) =>
              a.edit({ section: 'objections', index }, { objection: v.objection!, answer: v.answer! })
            }
            onDrop={() => a.drop({ section: 'objections', index })}
          />
        ),
      }))}
    />
  );
}

/** The channels, ranked, each with its stage and why it fits. */
function ChannelsBody({ value: list, a }: { value: PlaybookSections['channels']; a: SectionActions }) {
  return (
    <Items
      ordered
      items={list.map((c, index) => ({
        key: `${index}-${c.channel}`,
        node: (
          <EditableItem
            label={c.channel}
            content={
              <Stack gap="0.5">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">
                    {c.rank}. {c.channel}
                  </Text>
                  <Badge variant="subtle">{c.stage}</Badge>
                </HStack>
                <Text color="fg.muted">{c.reason}</Text>
              </Stack>
            }
            fields={[
              { key: 'channel', label: 'Channel', value: c.channel },
              { key: 'reason', label: 'Why it fits', value: c.reason, multiline: true },
            ]}
            onSave={(v) =>
              a.edit({ section: 'channels', index }, { ...c, channel: v.channel!, reason: v.reason! })
            }
            onDrop={() => a.drop({ section: 'channels', index })}
          />
        ),
      }))}
    />
  );
}

/** The campaigns, in the order they start, each with its days (or dates) within the roadmap. */
function RoadmapBody({ value: roadmap, a }: { value: PlaybookSections['roadmap']; a: SectionActions }) {
  if (!roadmap.campaigns.length) return <Empty />;
  return (
    <List.Root as="ol" listStyleType="none" gap="3" aria-label="Campaigns in the order they start">
      {campaignsByStart(roadmap).map(({ campaign: c, index }) => (
        <List.Item key={`${index}-${c.name}`}>
          <Box borderWidth="1px" borderRadius="md" p="3" width="full" bg="bg.subtle">
            <EditableItem
              label={c.name}
              content={
                <Stack gap="1" minW="0">
                  <Text fontSize="sm" color="fg.muted">
                    {c.startDate && c.endDate
                      ? `${c.startDate} to ${c.endDate}`
                      : `Days ${c.startDay}-${c.endDay}`}
                  </Text>
                  <Text fontWeight="semibold">{c.name}</Text>
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="subtle">{c.stage}</Badge>
                    <Badge variant="outline">{c.channel}</Badge>
                  </HStack>
                  <Text fontSize="sm">Offer: {c.offer}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Owner: {c.owner} · KPI: {c.kpi}
                  </Text>
                </Stack>
              }
              fields={[
                { key: 'name', label: 'Campaign name', value: c.name },
                { key: 'channel', label: 'Channel', value: c.channel },
                { key: 'offer', label: 'Offer', value: c.offer },
                { key: 'owner', label: 'Owner', value: c.owner },
                { key: 'kpi', label: 'KPI', value: c.kpi },
                { key: 'startDay', label: 'Start day', value: String(c.startDay), whole: DAYS },
                { key: 'endDay', label: 'End day', value: String(c.endDay), whole: DAYS },
              ]}
              check={(v) => ({
                endDay:
                  Number(v.endDay) < Number(v.startDay) ? 'A campaign ends on or after its start' : undefined,
              })}
              onSave={(v) =>
                a.edit(
                  { section: 'campaigns', index },
                  withDays(
                    {
                      ...c,
                      name: v.name!,
                      channel: v.channel!,
                      offer: v.offer!,
                      owner: v.owner!,
                      kpi: v.kpi!,
                    },
                    roadmap.startDate,
                    Number(v.startDay),
                    Number(v.endDay),
                  ),
                )
              }
              onDrop={() => a.drop({ section: 'campaigns', index })}
            />
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The KPIs, each with its target, period, stage and basis. */
function KpisBody({ value: list, a }: { value: PlaybookSections['kpis']; a: SectionActions }) {
  return (
    <Items
      items={list.map((k, index) => ({
        key: `${index}-${k.name}`,
        node: (
          <EditableItem
            label={k.name}
            content={<KpiLine kpi={k} />}
            fields={[
              { key: 'name', label: 'KPI', value: k.name },
              { key: 'target', label: 'Target', value: String(k.target), number: true },
              { key: 'unit', label: 'Unit', value: k.unit },
              { key: 'basis', label: 'Basis', value: k.basis, multiline: true },
            ]}
            onSave={(v) =>
              a.edit(
                { section: 'kpis', index },
                { ...k, name: v.name!, target: Number(v.target), unit: v.unit!, basis: v.basis! },
              )
            }
            onDrop={() => a.drop({ section: 'kpis', index })}
          />
        ),
      }))}
    />
  );
}

/** The budget's lines, then its reserve and total. */
function BudgetBody({ value: b, a }: { value: PlaybookSections['budget']; a: SectionActions }) {
  if (!b) return null;
  return (
    <Stack gap="3">
      <Items
        items={b.lines.map((l, index) => ({
          key: `${index}-${l.channel}`,
          node: (
            <EditableItem
              label={l.channel}
              content={
                <Flex justify="space-between" gap="3" wrap="wrap">
                  <Text fontWeight="medium">{l.channel}</Text>
                  <Text>
                    {money(l.amount, b.currency)} · {l.share}%
                  </Text>
                </Flex>
              }
              fields={[
                { key: 'channel', label: 'Channel', value: l.channel },
                { key: 'amount', label: 'Amount', value: String(l.amount), whole: AMOUNT },
              ]}
              onSave={(v) =>
                a.edit(
                  { section: 'budgetLines', index },
                  { ...l, channel: v.channel!, amount: Number(v.amount) },
                )
              }
              onDrop={() => a.drop({ section: 'budgetLines', index })}
            />
          ),
        }))}
      />
      <Stack gap="1" borderTopWidth="1px" pt="2" fontSize="sm" data-testid="budget-total">
        <Flex justify="space-between" gap="3">
          <Text color="fg.muted">Reserve</Text>
          <Text>{money(b.reserve, b.currency)}</Text>
        </Flex>
        <Flex justify="space-between" gap="3">
          <Text fontWeight="semibold">Total for {b.period}</Text>
          <Text fontWeight="semibold">{money(b.amount, b.currency)}</Text>
        </Flex>
      </Stack>
    </Stack>
  );
}

function KpiLine({ kpi: k }: { kpi: GeneratedKpi }) {
  return (
    <Stack gap="0.5">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{k.name}</Text>
        <Text>
          {k.target} {k.unit} · {k.period}
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {ucFirst(k.stage)} · {k.basis}
      </Text>
    </Stack>
  );
}
