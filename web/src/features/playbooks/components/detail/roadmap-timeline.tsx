import { addDays, type PlannedCampaign, type PlaybookRoadmap } from '@icp-studio/contracts';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { format, parseISO } from 'date-fns';

/** Each journey stage's colour (the bar and its badge); the badge also names the stage, so colour is never alone. */
const STAGE_PALETTE: Record<string, string> = {
  awareness: 'blue',
  consideration: 'purple',
  decision: 'orange',
  retention: 'green',
};
const paletteOf = (stage: string | null) => (stage && STAGE_PALETTE[stage.toLowerCase()]) || 'gray';
/** A bar's and a swatch's colour: the stage's, a quiet grey without one. */
const fillOf = (stage: string | null) => {
  const palette = paletteOf(stage);
  return palette === 'gray' ? 'gray.400' : `${palette}.solid`;
};
const ucFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const dayText = (iso: string, withYear = true) => format(parseISO(iso), withYear ? 'MMM d, yyyy' : 'MMM d');

/** When a campaign runs, in words: its dates (and its roadmap days), its days, or "No dates". */
export function campaignSpan(c: PlannedCampaign): string {
  const days =
    c.fromDay !== null && c.toDay !== null
      ? c.fromDay === c.toDay
        ? `day ${c.fromDay}`
        : `days ${c.fromDay}–${c.toDay}`
      : null;
  if (c.start && c.end) {
    const sameYear = c.start.slice(0, 4) === c.end.slice(0, 4);
    const dates = c.start === c.end ? dayText(c.start) : `${dayText(c.start, !sameYear)} – ${dayText(c.end)}`;
    return days ? `${dates} (${days})` : dates;
  }
  return days ? ucFirst(days) : 'No dates';
}

/** The axis's marks: day 1, the first days of the later 30-day phases, and the last day (with dates when known). */
function axisMarks(roadmap: PlaybookRoadmap): { day: number; label: string }[] {
  const marks = [1, ...[31, 61].filter((d) => d < roadmap.days - 10), roadmap.days];
  return marks.map((day) => ({
    day,
    label: roadmap.startDate ? dayText(addDays(roadmap.startDate, day - 1), false) : `Day ${day}`,
  }));
}

const pct = (n: number) => `${Math.max(0, Math.min(100, n))}%`;

/**
 * The roadmap as a read-only timeline (docs/product.md §2, "Roadmap"): each campaign a bar across the
 * roadmap's days, coloured by journey stage, in start order. The campaigns are an ordered list whose
 * items say their name, stage and dates in text (what a screen reader reads); the bars and the axis are
 * drawn beside that text and hidden from assistive technology. Campaigns without any timing close the list
 * with "No dates". The drawing scrolls inside its own box on a narrow screen, never the page.
 */
export function RoadmapTimeline({ roadmap }: { roadmap: PlaybookRoadmap }) {
  const campaigns = [...roadmap.campaigns].sort(
    (a, b) => (a.fromDay ?? Infinity) - (b.fromDay ?? Infinity) || a.index - b.index,
  );
  const stages = [...new Set(campaigns.map((c) => c.stage?.toLowerCase() ?? null))];
  const marks = axisMarks(roadmap);
  const left = (day: number) => ((day - 1) / roadmap.days) * 100;
  return (
    <Stack gap="3" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {roadmap.days} days
        {roadmap.startDate ? ` from ${dayText(roadmap.startDate)}` : ''}
        {roadmap.undated > 0
          ? ` · ${roadmap.undated} campaign${roadmap.undated === 1 ? '' : 's'} without dates (not in the calendar file)`
          : ''}
      </Text>
      <HStack as="ul" aria-label="Stages" listStyleType="none" gap="3" wrap="wrap" fontSize="xs">
        {stages.map((s) => (
          <HStack as="li" key={s ?? 'none'} gap="1.5">
            <Box aria-hidden w="3" h="3" borderRadius="sm" bg={fillOf(s)} />
            <Text>{s ? ucFirst(s) : 'No stage'}</Text>
          </HStack>
        ))}
      </HStack>
      <Box overflowX="auto" minW="0" data-testid="roadmap-timeline-scroll">
        <Box minW="18rem">
          <Box aria-hidden position="relative" h="5" mb="1" fontSize="2xs" color="fg.muted">
            {marks.map((m, i) => (
              <Text
                key={m.day}
                as="span"
                position="absolute"
                left={i === marks.length - 1 ? undefined : pct(left(m.day))}
                right={i === marks.length - 1 ? '0' : undefined}
                whiteSpace="nowrap"
              >
                {m.label}
              </Text>
            ))}
          </Box>
          <Stack as="ol" aria-label="Roadmap timeline" listStyleType="none" gap="2.5">
            {campaigns.map((c) => {
              const palette = paletteOf(c.stage);
              const placed = c.fromDay !== null && c.toDay !== null;
              return (
                <Stack as="li" key={c.index} gap="1" data-testid="roadmap-campaign">
                  <HStack gap="2" wrap="wrap" justify="space-between" rowGap="0.5">
                    <HStack gap="2" minW="0" wrap="wrap" rowGap="0.5">
                      <Text fontSize="sm" fontWeight="medium" wordBreak="break-word">
                        {c.name}
                      </Text>
                      <Badge colorPalette={palette} variant="subtle" size="sm">
                        {c.stage ? ucFirst(c.stage) : 'No stage'}
                      </Badge>
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {campaignSpan(c)}
                      {c.owner ? ` · ${c.owner}` : ''}
                    </Text>
                  </HStack>
                  {placed ? (
                    <Box aria-hidden position="relative" h="2.5" borderRadius="full" bg="bg.muted">
                      {marks.slice(1, -1).map((m) => (
                        <Box
                          key={m.day}
                          position="absolute"
                          top="0"
                          bottom="0"
                          left={pct(left(m.day))}
                          w="1px"
                          bg="border.emphasized"
                        />
                      ))}
                      <Box
                        position="absolute"
                        top="0"
                        bottom="0"
                        left={pct(left(c.fromDay!))}
                        width={pct(((c.toDay! - c.fromDay! + 1) / roadmap.days) * 100)}
                        minW="2"
                        borderRadius="full"
                        bg={fillOf(c.stage)}
                      />
                    </Box>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
