import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Field,
  Heading,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
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
}: {
  id: string;
  title: string;
  count?: number;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="end" gap="4" mb="4" wrap="wrap">
      <Box minW="0">
        <HStack gap="2.5">
          <Heading as="h2" size="lg" id={id}>
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
