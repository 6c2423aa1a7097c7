import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSearch } from 'react-icons/lu';

/** A labelled native select: robust on phones and with screen readers. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  minW = '36',
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  minW?: string;
}) {
  return (
    <Field.Root
      width={{ base: 'full', sm: 'auto' }}
      minW={{ sm: minW }}
      flex={{ base: '1 1 40%', sm: '0 0 auto' }}
    >
      <Field.Label fontSize="xs" color="fg.muted" fontWeight="medium" mb="0.5">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)} bg="bg.panel">
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A search box with a magnifier; `label` names it for assistive technology. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <Field.Root flex={{ base: '1 1 100%', md: '1 1 18rem' }} minW="0">
      <Field.Label fontSize="xs" color="fg.muted" fontWeight="medium" mb="0.5">
        {label}
      </Field.Label>
      <InputGroup startElement={<LuSearch />}>
        <Input
          size="sm"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          bg="bg.panel"
        />
      </InputGroup>
    </Field.Root>
  );
}

/** A section title with a count badge, an optional subtitle and an action on the right. */
export function SectionTitle({
  id,
  title,
  count,
  subtitle,
  action,
  as = 'h2',
}: {
  id: string;
  title: string;
  /** The heading's level: `h1` when the title is the page's own (a list page). */
  as?: 'h1' | 'h2';
  count?: number;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="end" gap="4" mb="4" wrap="wrap">
      <Box minW="0">
        <HStack gap="2.5">
          <Heading as={as} size={as === 'h1' ? { base: '2xl', md: '3xl' } : 'lg'} id={id}>
            {title}
          </Heading>
          {count !== undefined ? (
            <Badge
              colorPalette="brand"
              variant="subtle"
              borderRadius="full"
              px="2.5"
              fontVariantNumeric="tabular-nums"
              aria-label={`${count} in total`}
            >
              {count}
            </Badge>
          ) : null}
        </HStack>
        {subtitle ? (
          <Text color="fg.muted" fontSize="sm" mt="0.5">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {action}
    </HStack>
  );
}

/** A failed list: the product's message and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

/** An empty list: icon, title, description and an optional action. */
export function EmptyBlock({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <EmptyState.Root
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="xl"
      bg="bg.panel"
      py={{ base: '10', md: '12' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3">
          {icon}
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** "Showing 9 of 23 profiles" and a Load more button while the server has more. */
export function LoadMoreFooter({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0 || (!hasMore && shown >= total)) return null;
  return (
    <VStack mt="6" gap="2">
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} loading={loading} loadingText="Loading...">
          Load more
        </Button>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        Showing {shown} of {total} {noun}
      </Text>
    </VStack>
  );
}

/** The panel of a list's search field and filters (a `search` landmark named by `label`). */
export function FilterBar({
  label,
  mb = '5',
  children,
}: {
  label: string;
  mb?: string;
  children: ReactNode;
}) {
  return (
    <Flex
      gap="3"
      mb={mb}
      wrap="wrap"
      align="end"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      role="search"
      aria-label={label}
    >
      {children}
    </Flex>
  );
}

const cardColumns = { base: 1, md: 2, lg: 3 };
const cardGap = { base: '4', md: '5' };

/** A grid of cards; dimmed and busy while `stale` (the previous results stay while new ones load). */
export function CardGrid({ stale = false, children }: { stale?: boolean; children: ReactNode }) {
  return (
    <SimpleGrid
      columns={cardColumns}
      gap={cardGap}
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s ease"
      aria-busy={stale || undefined}
    >
      {children}
    </SimpleGrid>
  );
}

/** Three card placeholders of height `h` while a grid's first page loads. */
export function CardGridSkeleton({ h }: { h: string }) {
  return (
    <SimpleGrid columns={cardColumns} gap={cardGap} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={h} borderRadius="xl" />
      ))}
    </SimpleGrid>
  );
}

/** What `PagedCards` reads of an infinite list query (TanStack Query's `useInfiniteQuery` answer). */
export interface PagedQueryState {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A paged list of cards in its four states: loading (skeletons of `skeletonHeight`), failed with nothing
 * to show (`errorMessage` and Retry), empty (`empty`), or the cards with "Load more" and "Showing n of
 * total". The Team page's profile and playbook sections share it.
 */
export function PagedCards<T>({
  query,
  items,
  total,
  nouns,
  skeletonHeight,
  errorMessage,
  empty,
  children,
}: {
  query: PagedQueryState;
  items: readonly T[];
  total: number | undefined;
  /** [one, many]: "profile", "profiles". */
  nouns: readonly [string, string];
  skeletonHeight: string;
  errorMessage: string;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <CardGridSkeleton h={skeletonHeight} />;
  if (query.isError && items.length === 0)
    return <ListError message={errorMessage} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <CardGrid stale={query.isPlaceholderData}>{items.map(children)}</CardGrid>
      <LoadMoreFooter
        shown={items.length}
        total={total ?? items.length}
        noun={total === 1 ? nouns[0] : nouns[1]}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
