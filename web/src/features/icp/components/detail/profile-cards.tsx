import type { Icp } from '@icp-studio/contracts';
import type { ReactNode } from 'react';
import { Box, Button, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  LuBan,
  LuBrain,
  LuBuilding2,
  LuCircleCheck,
  LuFlag,
  LuFootprints,
  LuMapPin,
  LuMegaphone,
  LuPencil,
  LuQuote,
  LuRoute,
  LuTriangleAlert,
  LuUsers,
} from 'react-icons/lu';
import { GENDER_OPTIONS } from '../../lib/icp-form';
import { BadgeWrap, DetailCard, FieldList, IconList } from './detail-card';
import { EDIT_GROUPS, Editable, type EditGroup, type InPlaceEdit } from './in-place-edit';
import { SourceMark } from './source-mark';

/** A card's Edit button: opens its fields in place (keyboard: Enter or Space; Escape cancels). */
function EditButton({ group, edit }: { group: EditGroup; edit: InPlaceEdit | undefined }) {
  if (!edit || edit.editing === group) return null;
  return (
    <Button
      size="xs"
      variant="ghost"
      color="fg.muted"
      aria-label={`Edit ${EDIT_GROUPS[group].title}`}
      data-edit-group={group}
      onClick={() => edit.start(group)}
      _print={{ display: 'none' }}
    >
      <LuPencil /> Edit
    </Button>
  );
}

const has = (list: readonly string[] | null | undefined): list is string[] => Boolean(list?.length);
const present = (s: string | null | undefined) => Boolean(s?.trim());

/**
 * Firmographics (b2b) or Demographics (b2c): always shown, blanks read "Not specified"; with `edit`, its
 * Edit button opens the fields in place.
 */
export function ClientDetailsCard({ icp, edit }: { icp: Icp; edit?: InPlaceEdit }) {
  if (icp.type === 'b2b') {
    return (
      <DetailCard
        title="Firmographics"
        icon={LuBuilding2}
        action={<EditButton group="firmographics" edit={edit} />}
      >
        <Editable icp={icp} group="firmographics" edit={edit}>
          <Stack gap="5">
            <FieldList
              items={[
                { label: 'Industry', value: icp.industry, mark: <SourceMark field="industry" /> },
                { label: 'Company size', value: icp.companySize, mark: <SourceMark field="companySize" /> },
                { label: 'Revenue range', value: icp.revenue, mark: <SourceMark field="revenue" /> },
                {
                  label: 'Decision maker role',
                  value: icp.decisionMakerRole,
                  mark: <SourceMark field="decisionMakerRole" />,
                },
                {
                  label: 'Decision maker title',
                  value: icp.decisionMakerTitle,
                  mark: <SourceMark field="decisionMakerTitle" />,
                },
              ]}
            />
            <Box>
              <HStack gap="2" mb="2" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  Technology stack
                </Text>
                <SourceMark field="technographics" />
              </HStack>
              {has(icp.technographics) ? (
                <BadgeWrap items={icp.technographics} palette="gray" />
              ) : (
                <Text color="fg.subtle" fontStyle="italic">
                  Not specified
                </Text>
              )}
            </Box>
          </Stack>
        </Editable>
      </DetailCard>
    );
  }
  const gender = GENDER_OPTIONS.find((g) => g.value === icp.gender)?.label ?? icp.gender;
  return (
    <DetailCard title="Demographics" icon={LuUsers} action={<EditButton group="demographics" edit={edit} />}>
      <Editable icp={icp} group="demographics" edit={edit}>
        <FieldList
          items={[
            { label: 'Age range', value: icp.ageRange, mark: <SourceMark field="ageRange" /> },
            { label: 'Gender', value: gender, mark: <SourceMark field="gender" /> },
            { label: 'Education', value: icp.education, mark: <SourceMark field="education" /> },
            { label: 'Occupation', value: icp.occupation, mark: <SourceMark field="occupation" /> },
            { label: 'Income range', value: icp.income, mark: <SourceMark field="income" /> },
          ]}
        />
      </Editable>
    </DetailCard>
  );
}

/**
 * The cards that show only when they hold data (docs/product.md §2); with `edit`, each has an Edit button
 * that opens its fields in place.
 */
export function ProfileCards({ icp, edit }: { icp: Icp; edit?: InPlaceEdit }) {
  const card = (group: EditGroup, content: ReactNode) => (
    <Editable icp={icp} group={group} edit={edit}>
      {content}
    </Editable>
  );
  const action = (group: EditGroup) => <EditButton group={group} edit={edit} />;
  const journey = icp.buyerJourney;
  const stages = [
    { key: 'awareness', label: 'Awareness', text: journey?.awareness },
    { key: 'consideration', label: 'Consideration', text: journey?.consideration },
    { key: 'decision', label: 'Decision', text: journey?.decision },
  ].filter((s) => present(s.text));

  return (
    <>
      {has(icp.geographics) ? (
        <DetailCard
          title="Geography"
          mark={<SourceMark field="geographics" />}
          icon={LuMapPin}
          action={action('geography')}
        >
          {card('geography', <BadgeWrap items={icp.geographics} palette="accent" />)}
        </DetailCard>
      ) : null}

      {has(icp.disqualifiers) ? (
        <DetailCard
          title="Not a fit (anti-ICP)"
          mark={<SourceMark field="disqualifiers" />}
          icon={LuBan}
          action={action('notAFit')}
        >
          {card('notAFit', <IconList items={icp.disqualifiers} icon={LuBan} color="red.500" />)}
        </DetailCard>
      ) : null}

      {present(icp.psychographics) ? (
        <DetailCard
          title="Psychographics"
          mark={<SourceMark field="psychographics" />}
          icon={LuBrain}
          action={action('psychographics')}
        >
          {card(
            'psychographics',
            <Text whiteSpace="pre-wrap" lineHeight="tall">
              {icp.psychographics}
            </Text>,
          )}
        </DetailCard>
      ) : null}

      {has(icp.behavioralTraits) ? (
        <DetailCard
          title="Behavioral Traits"
          mark={<SourceMark field="behavioralTraits" />}
          icon={LuFootprints}
          action={action('behavior')}
        >
          {card('behavior', <BadgeWrap items={icp.behavioralTraits} palette="purple" />)}
        </DetailCard>
      ) : null}

      {has(icp.painPoints) ? (
        <DetailCard
          title="Pain Points"
          mark={<SourceMark field="painPoints" />}
          icon={LuTriangleAlert}
          action={action('pains')}
        >
          {card('pains', <IconList items={icp.painPoints} icon={LuTriangleAlert} color="orange.500" />)}
        </DetailCard>
      ) : null}

      {has(icp.needs) || has(icp.goals) ? (
        <DetailCard title="Needs & Goals" icon={LuFlag} action={action('needsGoals')}>
          {card(
            'needsGoals',
            <SimpleGrid columns={{ base: 1, md: has(icp.needs) && has(icp.goals) ? 2 : 1 }} gap="6">
              {has(icp.needs) ? (
                <Box>
                  <HStack gap="2" mb="3" wrap="wrap">
                    <Heading
                      as="h3"
                      size="xs"
                      color="fg.muted"
                      textTransform="uppercase"
                      letterSpacing="0.06em"
                    >
                      Needs
                    </Heading>
                    <SourceMark field="needs" />
                  </HStack>
                  <IconList items={icp.needs} icon={LuCircleCheck} color="blue.500" />
                </Box>
              ) : null}
              {has(icp.goals) ? (
                <Box>
                  <HStack gap="2" mb="3" wrap="wrap">
                    <Heading
                      as="h3"
                      size="xs"
                      color="fg.muted"
                      textTransform="uppercase"
                      letterSpacing="0.06em"
                    >
                      Goals
                    </Heading>
                    <SourceMark field="goals" />
                  </HStack>
                  <IconList items={icp.goals} icon={LuFlag} color="green.500" />
                </Box>
              ) : null}
            </SimpleGrid>,
          )}
        </DetailCard>
      ) : null}

      {has(icp.preferredChannels) ? (
        <DetailCard
          title="Preferred Channels"
          mark={<SourceMark field="preferredChannels" />}
          icon={LuMegaphone}
          action={action('channels')}
        >
          {card('channels', <BadgeWrap items={icp.preferredChannels} />)}
        </DetailCard>
      ) : null}

      {stages.length ? (
        <DetailCard
          title="Buyer Journey"
          mark={<SourceMark field="buyerJourney" />}
          icon={LuRoute}
          action={action('journey')}
        >
          {card(
            'journey',
            <Grid templateColumns={{ base: '1fr', md: `repeat(${stages.length}, minmax(0, 1fr))` }} gap="4">
              {stages.map((stage, index) => (
                <Box
                  key={stage.key}
                  borderWidth="1px"
                  borderColor="border.muted"
                  borderRadius="lg"
                  p="4"
                  bg="bg.subtle"
                  position="relative"
                >
                  <Text
                    fontSize="xs"
                    fontWeight="semibold"
                    color="brand.fg"
                    textTransform="uppercase"
                    letterSpacing="0.06em"
                  >
                    {index + 1}. {stage.label}
                  </Text>
                  <Text mt="2" whiteSpace="pre-wrap" fontSize="sm" lineHeight="tall">
                    {stage.text}
                  </Text>
                </Box>
              ))}
            </Grid>,
          )}
        </DetailCard>
      ) : null}

      {present(icp.personaNarrative) ? (
        <DetailCard title="AI-Generated Persona Narrative" icon={LuQuote} tone="highlight">
          <Text whiteSpace="pre-wrap" lineHeight="tall" fontSize="md">
            {icp.personaNarrative}
          </Text>
        </DetailCard>
      ) : null}
    </>
  );
}
