import { personaCard, type Icp, type IcpScore, type PersonaCard as Persona } from '@icp-studio/contracts';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { LuImageDown } from 'react-icons/lu';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { initialsOfName } from '@/lib/user-display';
import { notifyError, notifySuccess } from '@/lib/toast';
import { saveBlob } from '../../api/export-icp-pdf';
import { useExportPersonaCard } from '../../api/export-persona-card';
import { useIcpScore } from '../../api/get-icp-score';
import { BAND_TOKENS } from '../../lib/score';

const LIST_TONES = {
  goals: 'green.600',
  pains: 'orange.600',
  objections: 'yellow.700',
} as const;

function CardList({
  title,
  items,
  empty,
  tone,
}: {
  title: string;
  items: readonly string[];
  empty: string;
  tone: keyof typeof LIST_TONES;
}) {
  const id = `persona-${tone}`;
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <CardLabel id={id}>{title}</CardLabel>
      {items.length ? (
        <List.Root gap="1.5" variant="plain">
          {items.map((item, i) => (
            <List.Item key={`${i}-${item}`} alignItems="flex-start" gap="2.5">
              <Box
                as="span"
                aria-hidden="true"
                boxSize="2"
                borderRadius="full"
                bg={LIST_TONES[tone]}
                mt="2"
                flexShrink={0}
              />
              <Text fontSize="sm" lineClamp={3} wordBreak="break-word">
                {item}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
          {empty}
        </Text>
      )}
    </Box>
  );
}

function CardLabel({ id, children }: { id?: string; children: string }) {
  return (
    <Heading
      as="h3"
      id={id}
      fontSize="xs"
      fontWeight="bold"
      color="accent.fg"
      textTransform="uppercase"
      letterSpacing="0.08em"
      mb="2"
    >
      {children}
    </Heading>
  );
}

/** The card's content for a profile and its score (null when not analysed yet). */
export function PersonaCardView({
  icp,
  score,
  onDownload,
  downloading = false,
}: {
  icp: Icp;
  score: IcpScore | null | undefined;
  onDownload?: () => void;
  downloading?: boolean;
}) {
  const card: Persona = personaCard(icp, score);
  const band = card.score ? BAND_TOKENS[card.score.color] : null;
  const unscored =
    score === undefined ? 'Score loading' : icp.scoreState === 'updating' ? 'Scoring…' : 'No score yet';
  return (
    <Card.Root
      as="section"
      aria-label="Persona card"
      data-testid="persona-card"
      borderRadius="xl"
      borderColor="brand.border"
      overflow="hidden"
      boxShadow="sm"
      css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
      _print={{ boxShadow: 'none', breakInside: 'avoid' }}
    >
      <Flex
        bgGradient="to-br"
        gradientFrom="brand.600"
        gradientVia="brand.700"
        gradientTo="brand.900"
        color="white"
        px={{ base: '4', md: '6' }}
        py={{ base: '4', md: '5' }}
        gap={{ base: '3', md: '5' }}
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <HStack gap={{ base: '3', md: '4' }} flex="1" minW="0" align="center">
          <Avatar.Root
            size={{ base: 'lg', md: '2xl' }}
            bg="accent.100"
            color="accent.900"
            borderWidth="3px"
            borderColor="whiteAlpha.700"
            flexShrink={0}
          >
            <Avatar.Fallback fontWeight="bold" aria-hidden="true">
              {initialsOfName(card.name)}
            </Avatar.Fallback>
          </Avatar.Root>
          <Box minW="0">
            <Text
              fontSize="xs"
              fontWeight="bold"
              letterSpacing="0.1em"
              textTransform="uppercase"
              color="accent.200"
            >
              Persona
            </Text>
            {/* The page's h1 already names the profile: here it is the card's title, not another heading. */}
            <Text
              fontFamily="heading"
              fontWeight="bold"
              fontSize={{ base: 'lg', md: 'xl' }}
              lineHeight="short"
              wordBreak="break-word"
            >
              {card.name}
            </Text>
            <Text fontSize="sm" color="brand.100" mt="0.5" wordBreak="break-word">
              {card.summary}
            </Text>
          </Box>
        </HStack>
        <HStack gap="3" flexShrink={0} align="stretch">
          <Box
            textAlign="center"
            bg={band ? band.subtle : 'whiteAlpha.200'}
            color={band ? band.fg : 'white'}
            borderRadius="lg"
            px="4"
            py="2"
            minW="24"
            aria-label={
              card.score ? `Quality score ${card.score.value} of 100, ${card.score.label}` : unscored
            }
            role="img"
          >
            <Text fontSize="2xl" fontWeight="extrabold" lineHeight="1.1">
              {card.score ? card.score.value : '–'}
              {card.score ? (
                <Text as="span" fontSize="xs" fontWeight="semibold" opacity="0.8">
                  /100
                </Text>
              ) : null}
            </Text>
            <Text fontSize="xs" fontWeight="bold">
              {card.score ? card.score.label : unscored}
            </Text>
          </Box>
        </HStack>
      </Flex>

      <Box
        as="figure"
        m="0"
        bg="brand.subtle"
        borderBottomWidth="1px"
        borderColor="brand.muted"
        px={{ base: '4', md: '6' }}
        py="4"
      >
        {card.quote ? (
          <>
            <Text
              as="blockquote"
              fontSize={{ base: 'md', md: 'lg' }}
              fontStyle="italic"
              color="brand.fg"
              lineHeight="tall"
            >
              “{card.quote}”
            </Text>
            <Text as="figcaption" fontSize="xs" color="fg.muted" mt="1">
              In their words, from the profile’s first pain point and goal.
            </Text>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            Add pain points or goals to hear this client’s voice.
          </Text>
        )}
      </Box>

      <Card.Body px={{ base: '4', md: '6' }} py="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '6' }}>
          <CardList title="Goals" items={card.goals} empty="No goals yet." tone="goals" />
          <CardList title="Pains" items={card.pains} empty="No pain points yet." tone="pains" />
          <CardList
            title="Objections"
            items={card.objections}
            empty="None noted in the buyer journey yet."
            tone="objections"
          />
          <Box as="section" aria-labelledby="persona-channels" minW="0">
            <CardLabel id="persona-channels">Channels</CardLabel>
            {card.channels.length ? (
              <Wrap as="ul" gap="2" listStyleType="none">
                {card.channels.map((channel, i) => (
                  <Box as="li" key={`${i}-${channel}`} maxW="full" minW="0">
                    {/* A long channel wraps between words inside its chip (a badge's nowrap cut it on a phone). */}
                    <Badge
                      colorPalette="accent"
                      variant="subtle"
                      borderRadius="lg"
                      px="3"
                      py="1"
                      whiteSpace="normal"
                      overflowWrap="break-word"
                      h="auto"
                      maxW="full"
                      data-testid="persona-channel"
                    >
                      {channel}
                    </Badge>
                  </Box>
                ))}
              </Wrap>
            ) : (
              <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
                No channels yet.
              </Text>
            )}
          </Box>
        </SimpleGrid>
      </Card.Body>

      <Flex
        borderTopWidth="1px"
        borderColor="border.muted"
        px={{ base: '4', md: '6' }}
        py="3"
        gap="3"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Box as="section" aria-labelledby="persona-journey" flex="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <CardLabel id="persona-journey">Buyer journey</CardLabel>
            <HStack as="ol" gap="1.5" flex="1" listStyleType="none" minW={{ base: 'full', sm: '0' }}>
              {card.journey.map((step) => {
                const current = card.stage?.stage === step.stage;
                return (
                  <Box
                    as="li"
                    key={step.stage}
                    flex="1"
                    textAlign="center"
                    fontSize="xs"
                    fontWeight="semibold"
                    borderRadius="md"
                    px="2"
                    py="1"
                    bg={current ? 'brand.solid' : step.described ? 'brand.muted' : 'bg.muted'}
                    color={current ? 'white' : step.described ? 'brand.fg' : 'fg.muted'}
                    aria-current={current ? 'step' : undefined}
                  >
                    {step.label}
                  </Box>
                );
              })}
            </HStack>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {card.stage ? `Mapped to ${card.stage.label}` : 'Not mapped yet'}
            </Text>
          </HStack>
        </Box>
        {onDownload ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onDownload}
            loading={downloading}
            loadingText="Drawing card..."
            _print={{ display: 'none' }}
          >
            <LuImageDown /> Download card (PNG)
          </Button>
        ) : null}
      </Flex>
    </Card.Root>
  );
}

/** The persona card at the top of the profile page (docs/product.md §2, "Persona card"). */
export function PersonaCard({ icp }: { icp: Icp }) {
  const score = useIcpScore(icp.id);
  const download = useExportPersonaCard();
  const onDownload = async () => {
    try {
      saveBlob(await download.mutateAsync({ id: icp.id }));
      notifySuccess('Persona card downloaded');
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      notifyError(
        'Error',
        notFound ? 'Failed to export card' : getServerMessage(error, 'Failed to export card'),
      );
    }
  };
  return (
    <PersonaCardView
      icp={icp}
      score={score.data}
      onDownload={() => void onDownload()}
      downloading={download.isPending}
    />
  );
}
