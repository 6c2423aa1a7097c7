import type { Json, Playbook } from '@icp-studio/contracts';
import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { hasContent } from '../../lib/json-or-text';
import { RichText, humanizeKey } from './structured-value';

function valueText(value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    return Array.isArray(value)
      ? value.map((v) => valueText(v)).join(', ')
      : Object.entries(value)
          .map(([k, v]) => `${humanizeKey(k)}: ${valueText(v)}`)
          .join(' · ');
  }
  return String(value);
}

function SubHeading({ children }: { children: string }) {
  return (
    <Text
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wider"
    >
      {children}
    </Text>
  );
}

function Row({ label, target, detail }: { label: string; target?: string; detail?: string }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      align="start"
      gap="4"
      py="2.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {label}
        </Text>
        {detail ? (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {detail}
          </Text>
        ) : null}
      </Stack>
      {target ? (
        <Badge
          colorPalette="green"
          variant="subtle"
          flexShrink="0"
          maxW="50%"
          whiteSpace="normal"
          textAlign="end"
        >
          {target}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** KPIs (name or metric, and target; or text) and target metrics (metric -> target; or text). */
export function KpiList({
  kpis,
  targetMetrics,
  columns = 1,
}: {
  kpis: Playbook['kpis'];
  targetMetrics: Playbook['targetMetrics'];
  /** 2: KPIs and target metrics side by side on wide screens. */
  columns?: 1 | 2;
}) {
  const showKpis = hasContent(kpis);
  const showTargets = hasContent(targetMetrics);
  return (
    <SimpleGrid columns={{ base: 1, md: showKpis && showTargets ? columns : 1 }} gap={{ base: '5', md: '8' }}>
      {showKpis ? (
        <Stack gap="2">
          {showTargets ? <SubHeading>Key performance indicators</SubHeading> : null}
          {typeof kpis === 'string' ? (
            <RichText text={kpis} />
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" aria-label="KPIs">
              {(kpis ?? []).map((k, i) => {
                const { name, metric, target, ...rest } = k;
                const detail = Object.entries(rest)
                  .filter(([, v]) => hasContent(v))
                  .map(([key, v]) => `${humanizeKey(key)}: ${valueText(v)}`)
                  .join(' · ');
                return (
                  <Row
                    key={i}
                    label={name?.trim() || metric?.trim() || `KPI ${i + 1}`}
                    target={hasContent(target) ? `Target: ${valueText(target)}` : undefined}
                    detail={name && metric ? `${metric}${detail ? ` · ${detail}` : ''}` : detail || undefined}
                  />
                );
              })}
            </Stack>
          )}
        </Stack>
      ) : null}
      {showTargets ? (
        <Stack gap="2">
          {showKpis ? <SubHeading>Target metrics</SubHeading> : null}
          {typeof targetMetrics === 'string' ? (
            <RichText text={targetMetrics} />
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" aria-label="Target metrics">
              {Object.entries(targetMetrics ?? {})
                .filter(([, v]) => hasContent(v))
                .map(([key, v]) => (
                  <Row key={key} label={humanizeKey(key)} target={valueText(v)} />
                ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}
