import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { BAND_TOKENS, type ScoreBar } from '../../lib/score';

/** Where the bands start (docs/product.md §9), drawn as faint guides behind the bars. */
const GUIDES = [51, 76];

/**
 * The five sub-scores as horizontal bars with their values, coloured by band: readable at a glance,
 * and each bar is a meter for assistive technology.
 */
export function ScoreChart({ bars }: { bars: ScoreBar[] }) {
  return (
    <Stack as="ul" gap="3.5" listStyleType="none" aria-label="Score breakdown">
      {bars.map((bar) => {
        const tokens = BAND_TOKENS[bar.band.color];
        return (
          <Box as="li" key={bar.key} data-score-key={bar.key}>
            <HStack justify="space-between" mb="1.5" gap="3">
              <Text fontSize="sm" fontWeight="medium" color="fg">
                {bar.label}
              </Text>
              <Text fontSize="sm" fontWeight="semibold" color={tokens.fg} fontVariantNumeric="tabular-nums">
                {bar.value}
                <Box as="span" srOnly>
                  {' '}
                  out of 100, {bar.band.label}
                </Box>
              </Text>
            </HStack>
            <Flex
              role="meter"
              aria-label={bar.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.value}
              aria-valuetext={`${bar.value} out of 100, ${bar.band.label}`}
              position="relative"
              h="2.5"
              bg="bg.emphasized"
              borderRadius="full"
              overflow="hidden"
            >
              {GUIDES.map((g) => (
                <Box
                  key={g}
                  aria-hidden="true"
                  position="absolute"
                  left={`${g}%`}
                  top="0"
                  bottom="0"
                  w="2px"
                  bg="bg.panel"
                  opacity={0.9}
                  zIndex={1}
                />
              ))}
              <Box
                data-testid={`score-bar-${bar.key}`}
                data-band={bar.band.color}
                h="full"
                w={`${bar.value}%`}
                bg={tokens.solid}
                borderRadius="full"
                transition="width 0.6s cubic-bezier(0.2, 0.8, 0.2, 1)"
              />
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The overall score as a ring with the number in the middle. */
export function ScoreRing({
  value,
  color,
  size = 132,
}: {
  value: number;
  color: ScoreBar['band']['color'];
  size?: number;
}) {
  const stroke = 12;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - value / 100);
  const tokens = BAND_TOKENS[color];
  return (
    <Box position="relative" boxSize={`${size}px`} flexShrink={0} aria-hidden="true">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ transform: 'rotate(-90deg)' }}>
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--chakra-colors-bg-emphasized)"
          strokeWidth={stroke}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={`var(--chakra-colors-${tokens.solid.replace('.', '-')})`}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          style={{ transition: 'stroke-dashoffset 0.8s cubic-bezier(0.2, 0.8, 0.2, 1)' }}
        />
      </svg>
      <Flex position="absolute" inset="0" direction="column" align="center" justify="center">
        <Text
          fontSize="4xl"
          fontWeight="bold"
          lineHeight="1"
          fontFamily="heading"
          fontVariantNumeric="tabular-nums"
        >
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1">
          out of 100
        </Text>
      </Flex>
    </Box>
  );
}
