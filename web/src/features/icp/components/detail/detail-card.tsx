import { Badge, Box, Card, DataList, Heading, HStack, Icon, List, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuCircleAlert } from 'react-icons/lu';

/** A titled card of the detail page. */
export function DetailCard({
  title,
  icon,
  children,
  tone = 'default',
  action,
  mark,
}: {
  title: string;
  icon: IconType;
  children: ReactNode;
  tone?: 'default' | 'highlight';
  /** Shown after the title: where the card's field comes from (the evidence ledger's mark). */
  mark?: ReactNode;
  /** Shown at the right of the title (the card's Edit button). */
  action?: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      borderRadius="xl"
      borderColor={tone === 'highlight' ? 'brand.border' : 'border.muted'}
      bg={tone === 'highlight' ? 'brand.subtle' : 'bg.panel'}
      boxShadow="xs"
    >
      <Card.Header pb="0">
        <HStack gap="2.5">
          <Box
            boxSize="8"
            borderRadius="lg"
            bg={tone === 'highlight' ? 'bg.panel' : 'brand.subtle'}
            color="brand.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
          >
            <Icon boxSize="4" as={icon} />
          </Box>
          <Heading as="h2" size="md" id={id} flex="1">
            {title}
          </Heading>
          {mark}
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** Label/value pairs; a blank value reads "Not specified". */
export function FieldList({ items }: { items: { label: string; value: ReactNode; mark?: ReactNode }[] }) {
  return (
    <DataList.Root orientation="horizontal" gap="3" size="md">
      {items.map((item) => {
        const blank = item.value === null || item.value === undefined || item.value === '';
        return (
          <DataList.Item
            key={item.label}
            alignItems={{ base: 'flex-start', sm: 'baseline' }}
            flexDirection={{ base: 'column', sm: 'row' }}
            gap={{ base: '0.5', sm: '4' }}
          >
            <DataList.ItemLabel minW="44" color="fg.muted">
              {item.label}
            </DataList.ItemLabel>
            <DataList.ItemValue
              color={blank ? 'fg.subtle' : 'fg'}
              fontStyle={blank ? 'italic' : undefined}
              fontWeight={blank ? 'normal' : 'medium'}
            >
              {blank ? (
                'Not specified'
              ) : item.mark ? (
                <HStack gap="2" wrap="wrap" align="baseline">
                  <span>{item.value}</span>
                  {item.mark}
                </HStack>
              ) : (
                item.value
              )}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}

/** A list of short texts as badges. */
export function BadgeWrap({ items, palette = 'brand' }: { items: readonly string[]; palette?: string }) {
  return (
    <Wrap as="ul" gap="2" listStyleType="none">
      {items.map((item, i) => (
        <Box as="li" key={`${i}-${item}`}>
          <Badge
            size="lg"
            variant="subtle"
            colorPalette={palette}
            borderRadius="full"
            px="3"
            py="1"
            whiteSpace="normal"
          >
            {item}
          </Badge>
        </Box>
      ))}
    </Wrap>
  );
}

/** A list of sentences with an icon each (pain points, needs, goals). */
export function IconList({
  items,
  icon = LuCircleAlert,
  color = 'brand.fg',
}: {
  items: readonly string[];
  icon?: IconType;
  color?: string;
}) {
  return (
    <List.Root gap="2.5" variant="plain">
      {items.map((item, i) => (
        <List.Item key={`${i}-${item}`} alignItems="flex-start">
          <List.Indicator asChild color={color} mt="1">
            <Icon as={icon} boxSize="4" />
          </List.Indicator>
          <Text>{item}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
