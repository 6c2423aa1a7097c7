import { Badge, Box, Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { LuPencil } from 'react-icons/lu';
import { parseCampaigns, parseKpis, parseStructured, parseTargetMetrics } from '../../lib/json-or-text';
import type { PlaybookFormValues } from '../../lib/playbook-form';
import { StructuredFieldEditor } from '../editors/structured-field-editor';

function describeStructured(
  text: string | undefined,
  parsed: unknown,
  noun: [string, string],
): string | null {
  if (!text?.trim()) return null;
  if (parsed && typeof parsed === 'object') {
    const n = Array.isArray(parsed) ? parsed.length : Object.keys(parsed).length;
    return `${n} ${n === 1 ? noun[0] : noun[1]}`;
  }
  return text.trim();
}

function ReviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '11rem 1fr' }}
      gap={{ base: '0.5', sm: '4' }}
      py="2.5"
    >
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Box fontSize="sm" minW="0">
        {children}
      </Box>
    </Box>
  );
}

function Empty() {
  return (
    <Text color="fg.subtle" fontStyle="italic">
      Not set
    </Text>
  );
}

function Clamp({ text }: { text: string | null | undefined }) {
  return text?.trim() ? (
    <Text lineClamp="3" whiteSpace="pre-line" wordBreak="break-word">
      {text.trim()}
    </Text>
  ) : (
    <Empty />
  );
}

function Badges({ items }: { items: string[] | undefined }) {
  return items && items.length > 0 ? (
    <Wrap gap="1.5">
      {items.map((item) => (
        <Badge key={item} variant="subtle" colorPalette="brand" maxW="full" whiteSpace="normal">
          {item}
        </Badge>
      ))}
    </Wrap>
  ) : (
    <Empty />
  );
}

function ReviewSection({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" px="4" py="3">
      <HStack justify="space-between" mb="1">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={() => onEdit(step)} aria-label={`Edit ${title}`}>
          <LuPencil /> Edit
        </Button>
      </HStack>
      <Stack gap="0" separator={<Box borderTopWidth="1px" borderColor="border.muted" />}>
        {children}
      </Stack>
    </Box>
  );
}

/** Step 5: Team & Review. `icpName` names the profile in the summary. */
export function StepReview({ icpName, onEdit }: { icpName?: string | null; onEdit: (step: number) => void }) {
  const { control } = useFormContext<PlaybookFormValues>();
  const v = useWatch({ control }) as Partial<PlaybookFormValues>;

  return (
    <Stack gap="8">
      <Controller
        control={control}
        name="teamRoles"
        render={({ field, fieldState }) => (
          <StructuredFieldEditor
            kind="teamRoles"
            label="Team roles"
            helperText="Who owns what: the role, the person in it, and what they are responsible for."
            emptyText="No roles yet."
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            placeholder="e.g. Partner: approves messaging. Marketing coordinator: runs campaigns and reports monthly"
          />
        )}
      />

      <Stack gap="3" as="section" aria-labelledby="review-summary-title">
        <Heading as="h3" size="md" id="review-summary-title">
          Review summary
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Check everything before saving. You can edit the playbook again at any time.
        </Text>
        <ReviewSection title="Strategy & Goals" step={1} onEdit={onEdit}>
          <ReviewRow label="Playbook name">
            <Clamp text={v.name} />
          </ReviewRow>
          <ReviewRow label="Client profile">
            <Clamp text={icpName} />
          </ReviewRow>
          <ReviewRow label="Marketing goals">
            <Badges items={v.marketingGoals} />
          </ReviewRow>
          <ReviewRow label="Positioning">
            <Clamp text={v.positioning} />
          </ReviewRow>
          <ReviewRow label="Value proposition">
            <Clamp text={v.valueProposition} />
          </ReviewRow>
        </ReviewSection>
        <ReviewSection title="Messaging" step={2} onEdit={onEdit}>
          <ReviewRow label="Key messages">
            <Badges items={v.keyMessages} />
          </ReviewRow>
          <ReviewRow label="Messaging pillars">
            <Clamp
              text={describeStructured(v.messagingPillars, parseStructured(v.messagingPillars), [
                'pillar',
                'pillars',
              ])}
            />
          </ReviewRow>
          <ReviewRow label="Tonality">
            <Clamp text={v.tonality} />
          </ReviewRow>
        </ReviewSection>
        <ReviewSection title="Channels & Content" step={3} onEdit={onEdit}>
          <ReviewRow label="Channels">
            <Badges items={v.selectedChannels} />
          </ReviewRow>
          <ReviewRow label="Content strategy">
            <Clamp text={v.contentStrategy} />
          </ReviewRow>
        </ReviewSection>
        <ReviewSection title="Campaigns & Metrics" step={4} onEdit={onEdit}>
          <ReviewRow label="Campaigns">
            <Clamp
              text={describeStructured(v.campaigns, parseCampaigns(v.campaigns), ['campaign', 'campaigns'])}
            />
          </ReviewRow>
          <ReviewRow label="KPIs">
            <Clamp text={describeStructured(v.kpis, parseKpis(v.kpis), ['KPI', 'KPIs'])} />
          </ReviewRow>
          <ReviewRow label="Target metrics">
            <Clamp
              text={describeStructured(v.targetMetrics, parseTargetMetrics(v.targetMetrics), [
                'metric',
                'metrics',
              ])}
            />
          </ReviewRow>
          <ReviewRow label="Timeline">
            <Clamp text={v.timeline} />
          </ReviewRow>
        </ReviewSection>
      </Stack>
    </Stack>
  );
}
