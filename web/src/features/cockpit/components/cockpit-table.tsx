import {
  COCKPIT_LOW_SCORE,
  evidenceShare,
  type CockpitRow,
  type CockpitScore,
  type KpiStatus,
} from '@icp-studio/contracts';
import { Badge, Box, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { timeAgo } from '@/lib/format';
import { FIRST_DIRECTION, rowLink, type CockpitSort, type CockpitSortKey } from '../lib/table';

const SUB_SCORES: { key: keyof CockpitScore; label: string }[] = [
  { key: 'demographics', label: 'Demographics' },
  { key: 'psychographics', label: 'Psychographics' },
  { key: 'painPoints', label: 'Pain points' },
  { key: 'needs', label: 'Needs' },
  { key: 'channels', label: 'Channels' },
];

function heat(value: number): string {
  if (value >= 80) return 'green.solid';
  if (value >= 60) return 'green.muted';
  if (value >= 40) return 'yellow.muted';
  if (value >= 20) return 'orange.muted';
  return 'red.muted';
}

/** The overall score and the five sub-scores as a strip of coloured cells. */
export function ScoreStrip({ score }: { score: CockpitScore | null }) {
  if (!score) return <Text color="fg.muted">Not scored</Text>;
  const label = `Score ${score.overall}: ${SUB_SCORES.map((s) => `${s.label} ${score[s.key]}`).join(', ')}`;
  return (
    <HStack gap="2" aria-label={label} role="img">
      <Text
        as="span"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={score.overall < COCKPIT_LOW_SCORE ? 'fg.error' : undefined}
        minW="6"
      >
        {score.overall}
      </Text>
      <HStack gap="0.5">
        {SUB_SCORES.map((s) => (
          <Box
            key={s.key}
            w="3"
            h="4"
            borderRadius="sm"
            bg={heat(score[s.key])}
            title={`${s.label}: ${score[s.key]}`}
          />
        ))}
      </HStack>
    </HStack>
  );
}

export function EvidenceCell({ row }: { row: CockpitRow }) {
  const share = evidenceShare(row.profile);
  if (share === null) return <Text color="fg.muted">—</Text>;
  const p = row.profile!.evidence;
  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      title={`${p.observed} of ${p.filled} fields observed in client data`}
    >
      {Math.round(share * 100)}%
    </Text>
  );
}

const STATUS_LABEL: Record<string, string> = {
  draft: 'Draft',
  in_progress: 'In progress',
  completed: 'Complete',
};
const KPI_LABEL: Record<KpiStatus, string> = { on_track: 'On track', at_risk: 'At risk', behind: 'Behind' };
const KPI_PALETTE: Record<KpiStatus, string> = { on_track: 'green', at_risk: 'orange', behind: 'red' };

export function PlaybookCell({ row }: { row: CockpitRow }) {
  if (!row.playbook) return <Text color="fg.muted">None yet</Text>;
  return (
    <Stack gap="0">
      <Text as="span">{STATUS_LABEL[row.playbook.status] ?? row.playbook.status}</Text>
      {row.playbookCount > 1 ? (
        <Text as="span" fontSize="xs" color="fg.muted">
          latest of {row.playbookCount}
        </Text>
      ) : null}
    </Stack>
  );
}

export function KpiCell({ status }: { status: KpiStatus | null }) {
  if (!status)
    return (
      <Text as="span" color="fg.muted" aria-label="No KPI status">
        —
      </Text>
    );
  return (
    <Badge colorPalette={KPI_PALETTE[status]} variant="subtle" borderRadius="full">
      {KPI_LABEL[status]}
    </Badge>
  );
}

/** What the client signed off, profile and playbook: "v3 ✓", "changed since v2", "not signed". */
export function SignOffCell({ row }: { row: CockpitRow }) {
  const parts = [
    { label: 'Profile', item: row.profile },
    { label: 'Playbook', item: row.playbook },
  ].filter((p) => p.item !== null);
  if (parts.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="0.5">
      {parts.map(({ label, item }) => {
        const s = item!.signOff;
        const text = !s
          ? 'not signed off'
          : item!.version > s.version
            ? `changed since v${s.version}`
            : `v${s.version} signed off`;
        const palette = !s ? 'gray' : item!.version > s.version ? 'orange' : 'green';
        return (
          <Badge key={label} colorPalette={palette} variant="subtle" borderRadius="full" w="fit-content">
            {label}: {text}
          </Badge>
        );
      })}
    </Stack>
  );
}

export function OverdueCell({ count }: { count: number }) {
  if (count === 0)
    return (
      <Text as="span" color="fg.muted">
        0
      </Text>
    );
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" fontVariantNumeric="tabular-nums">
      {count}
    </Badge>
  );
}

const COLUMNS: { key: CockpitSortKey; label: string; center?: boolean }[] = [
  { key: 'name', label: 'Client' },
  { key: 'score', label: 'Score' },
  { key: 'evidence', label: 'Evidence', center: true },
  { key: 'playbook', label: 'Playbook' },
  { key: 'kpi', label: 'KPI', center: true },
  { key: 'openTasks', label: 'Open tasks', center: true },
  { key: 'overdueTasks', label: 'Overdue', center: true },
  { key: 'lastActivity', label: 'Last activity' },
  { key: 'signOff', label: 'Sign-off' },
];

/** The next sort when a column's header is pressed: the same column flips, another starts its way. */
export function nextSort(current: CockpitSort, key: CockpitSortKey): CockpitSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: FIRST_DIRECTION[key] };
}

/** The portfolio table (docs/product.md §18): every column sorts; a row opens the client's profile. */
export function CockpitTable({
  rows,
  sort,
  onSort,
  now,
  showAdvisor,
}: {
  rows: CockpitRow[];
  sort: CockpitSort;
  onSort: (sort: CockpitSort) => void;
  now: Date;
  showAdvisor: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="Client portfolio" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c, i) => {
              const active = sort.key === c.key;
              return (
                <Table.ColumnHeader
                  key={c.key}
                  ps={i === 0 ? '4' : undefined}
                  textAlign={c.center ? 'center' : undefined}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <Box
                    as="button"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontWeight="semibold"
                    onClick={() => onSort(nextSort(sort, c.key))}
                    _hover={{ color: 'brand.fg' }}
                    data-testid={`sort-${c.key}`}
                  >
                    {c.label}
                    {active ? (
                      sort.direction === 'asc' ? (
                        <LuArrowUp aria-hidden />
                      ) : (
                        <LuArrowDown aria-hidden />
                      )
                    ) : (
                      <Box as="span" color="fg.subtle" display="inline-flex">
                        <LuArrowUpDown aria-hidden />
                      </Box>
                    )}
                  </Box>
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const to = rowLink(row);
            return (
              <Table.Row
                key={row.id}
                data-testid="cockpit-row"
                aria-label={row.name}
                cursor={to ? 'pointer' : undefined}
                onClick={(e) => {
                  if (!to || (e.target as HTMLElement).closest('a,button')) return;
                  void navigate(to);
                }}
              >
                <Table.Cell ps="4" py="3">
                  <Stack gap="0" minW="0">
                    {to ? (
                      <Link asChild fontWeight="medium" color="fg" truncate maxW="52">
                        <RouterLink to={to}>{row.name}</RouterLink>
                      </Link>
                    ) : (
                      <Text fontWeight="medium" truncate maxW="52">
                        {row.name}
                      </Text>
                    )}
                    <Text fontSize="xs" color="fg.muted" truncate maxW="52">
                      {row.profile ? row.profile.name : 'No profile yet'}
                      {row.profileCount > 1 ? ` · latest of ${row.profileCount}` : ''}
                    </Text>
                    {showAdvisor ? (
                      <Text fontSize="xs" color="fg.muted" truncate maxW="52">
                        {row.advisorName ? `Advisor: ${row.advisorName}` : 'No advisor'}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <ScoreStrip score={row.profile?.score ?? null} />
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <EvidenceCell row={row} />
                </Table.Cell>
                <Table.Cell>
                  <PlaybookCell row={row} />
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <KpiCell status={row.kpiStatus} />
                </Table.Cell>
                <Table.Cell textAlign="center" fontVariantNumeric="tabular-nums">
                  {row.openTasks}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <OverdueCell count={row.overdueTasks} />
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {row.lastActivityAt ? timeAgo(row.lastActivityAt, now) : 'No activity yet'}
                  {row.stale ? (
                    <Badge ms="2" colorPalette="gray" variant="outline" borderRadius="full">
                      Stale
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell pe="4">
                  <SignOffCell row={row} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The same rows as cards on a phone. */
export function CockpitCards({ rows, now }: { rows: CockpitRow[]; now: Date }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Client portfolio">
      {rows.map((row) => {
        const to = rowLink(row);
        return (
          <Box
            as="li"
            key={row.id}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            bg="bg.panel"
            p="4"
            data-testid="cockpit-card"
          >
            <HStack justify="space-between" gap="3" align="start">
              <Stack gap="0" minW="0">
                {to ? (
                  <Link asChild fontWeight="semibold" color="fg">
                    <RouterLink to={to}>{row.name}</RouterLink>
                  </Link>
                ) : (
                  <Text fontWeight="semibold">{row.name}</Text>
                )}
                <Text fontSize="sm" color="fg.muted" truncate>
                  {row.profile ? row.profile.name : 'No profile yet'}
                </Text>
              </Stack>
              <ScoreStrip score={row.profile?.score ?? null} />
            </HStack>
            <HStack gap="4" mt="3" fontSize="sm" wrap="wrap">
              <Text>
                <b>{row.openTasks}</b> open
              </Text>
              <HStack gap="1">
                <OverdueCell count={row.overdueTasks} />
                <Text>overdue</Text>
              </HStack>
              <HStack gap="1">
                <Text>Evidence</Text>
                <EvidenceCell row={row} />
              </HStack>
              <HStack gap="1">
                <Text>KPI</Text>
                <KpiCell status={row.kpiStatus} />
              </HStack>
            </HStack>
            {row.profile || row.playbook ? (
              <Box mt="2">
                <SignOffCell row={row} />
              </Box>
            ) : null}
            <Text fontSize="xs" color="fg.muted" mt="2">
              {row.lastActivityAt ? `Last activity ${timeAgo(row.lastActivityAt, now)}` : 'No activity yet'}
              {row.stale ? ' · Stale' : ''}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
