import { Box, Button, Container, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBriefcase, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyBlock, FilterSelect, ListError, SearchField } from '@/components/ui/list-controls';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/auth/get-auth-check';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCockpit, useCockpitAdvisors, type CockpitParams } from '../api/cockpit';
import { AttentionList } from '../components/attention-list';
import { CockpitCards, CockpitTable } from '../components/cockpit-table';
import {
  FILTER_LABELS,
  attentionList,
  matchesCockpit,
  sortRows,
  type CockpitFilter,
  type CockpitSort,
} from '../lib/table';

const ALL = '__all';
const UNASSIGNED = '__unassigned';

/**
 * `/team/cockpit`, the client portfolio (docs/product.md §18): one row per client of the advisor with
 * their latest profile's score, evidence and sign-off, playbook, KPI status, tasks and last activity;
 * "Needs attention" above. An admin chooses the advisor (or the clients without one).
 */
export function CockpitPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  useDocumentTitle('Client portfolio');
  const [advisor, setAdvisor] = useState<string>(ALL);
  const params: CockpitParams =
    !isAdmin || advisor === ALL ? {} : advisor === UNASSIGNED ? { unassigned: true } : { advisorId: advisor };
  const cockpit = useCockpit(params, { enabled: !!user });
  const advisors = useCockpitAdvisors({ enabled: isAdmin });
  const [filter, setFilter] = useState<CockpitFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CockpitSort>({ key: 'name', direction: 'asc' });
  const now = useNow(60_000);

  const rows = useMemo(() => cockpit.data?.clients ?? [], [cockpit.data]);
  const shown = useMemo(
    () =>
      sortRows(
        rows.filter((r) => matchesCockpit(r, filter, search)),
        sort,
      ),
    [rows, filter, search, sort],
  );
  const attention = useMemo(() => attentionList(rows), [rows]);

  if (!user) return null;

  const advisorOptions = [
    { value: ALL, label: 'Every client' },
    { value: UNASSIGNED, label: 'No advisor' },
    ...(advisors.data ?? []).map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}`.trim() })),
  ];
  const filterOptions = (Object.keys(FILTER_LABELS) as CockpitFilter[]).map((f) => ({
    value: f,
    label: FILTER_LABELS[f],
  }));

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} pb="16" px={{ base: '4', md: '6' }}>
      <Box mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          Client portfolio
        </Heading>
        <Text color="fg.muted" mt="2">
          {isAdmin
            ? "Every advisor's clients at a glance: profile quality, evidence, sign-off, playbooks and tasks."
            : 'Your clients at a glance: profile quality, evidence, sign-off, playbooks and tasks.'}{' '}
          {isAdmin ? null : (
            <Link asChild color="brand.fg">
              <RouterLink to="/team/clients">See My Clients</RouterLink>
            </Link>
          )}
        </Text>
      </Box>

      {cockpit.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="14" borderRadius="lg" />
          ))}
        </Stack>
      ) : cockpit.isError ? (
        <ListError message="Failed to fetch clients" onRetry={() => void cockpit.refetch()} />
      ) : (
        <>
          <AttentionList rows={attention} />
          {rows.length > 0 || isAdmin ? (
            <HStack gap="3" mb="4" wrap="wrap" align="end">
              {isAdmin ? (
                <FilterSelect
                  label="Advisor"
                  value={advisor}
                  options={advisorOptions}
                  onChange={setAdvisor}
                  minW="44"
                />
              ) : null}
              <FilterSelect
                label="Show"
                value={filter}
                options={filterOptions}
                onChange={setFilter}
                minW="40"
              />
              <Box flex="1" minW={{ base: 'full', sm: '60' }} maxW={{ md: '80' }}>
                <SearchField
                  label="Search clients by name"
                  value={search}
                  onChange={setSearch}
                  placeholder="Search by name or email"
                />
              </Box>
              <Text fontSize="sm" color="fg.muted" ms={{ md: 'auto' }} aria-live="polite">
                {shown.length} of {rows.length} {rows.length === 1 ? 'client' : 'clients'}
              </Text>
            </HStack>
          ) : null}
          {cockpit.data?.truncated ? (
            <Text fontSize="sm" color="fg.muted" mb="3" role="status">
              Showing the first {rows.length} clients by name. Choose an advisor to see the rest.
            </Text>
          ) : null}
          {rows.length === 0 ? (
            <EmptyBlock
              icon={<LuBriefcase />}
              title="No clients yet"
              description={
                isAdmin
                  ? 'No client matches this advisor choice.'
                  : 'When an administrator assigns clients to you, their portfolio appears here.'
              }
            />
          ) : shown.length === 0 ? (
            <EmptyBlock
              icon={<LuSearchX />}
              title="No clients match"
              description="Try another filter or name."
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    setFilter('all');
                  }}
                >
                  Show every client
                </Button>
              }
            />
          ) : (
            <>
              <Box hideBelow="md">
                <CockpitTable rows={shown} sort={sort} onSort={setSort} now={now} showAdvisor={isAdmin} />
              </Box>
              <Box hideFrom="md">
                <CockpitCards rows={shown} now={now} />
              </Box>
            </>
          )}
        </>
      )}
    </Container>
  );
}
