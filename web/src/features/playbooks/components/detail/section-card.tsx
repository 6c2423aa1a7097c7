import { Box, Button, Circle, HStack, Heading, Icon, Text, type BoxProps } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { LuPencil, LuUndo2 } from 'react-icons/lu';

export interface SectionCardProps extends Omit<BoxProps, 'title'> {
  title: string;
  icon: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  /** Offers editing in place: an Edit button, and a click on the card opens the editor too. */
  onEdit?: () => void;
  /** The id of the Edit button (the page puts the focus back on it after a save, a cancel or an undo). */
  editButtonId?: string;
  /** Shown instead of the content while the section is edited. */
  editor?: ReactNode;
  /** The last saved change was this section's: offers Undo. */
  onUndo?: () => void;
  undoing?: boolean;
}

/** A click on the card itself (not on a control or a link, and not the end of a text selection). */
function isCardClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('button, a, input, textarea, select, label, [role="button"]')) return false;
  return !window.getSelection()?.toString();
}

/** A titled card of the playbook detail page, editable in place when given `onEdit`. */
export function SectionCard({
  title,
  icon,
  aside,
  children,
  onEdit,
  editButtonId,
  editor,
  onUndo,
  undoing,
  ...rest
}: SectionCardProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const clickable = Boolean(onEdit) && !editor;
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderColor={editor ? 'brand.emphasized' : 'border.muted'}
      borderRadius="xl"
      boxShadow={editor ? 'md' : 'xs'}
      p={{ base: '4', md: '6' }}
      minW="0"
      flex="1"
      cursor={clickable ? 'pointer' : undefined}
      transition="border-color 0.15s"
      _hover={clickable ? { borderColor: 'brand.muted' } : undefined}
      onClick={clickable ? (e: MouseEvent<HTMLElement>) => isCardClick(e) && onEdit?.() : undefined}
      {...rest}
    >
      <HStack justify="space-between" mb="4" gap="3">
        <HStack gap="3" minW="0">
          <Circle size="8" bg="brand.subtle" color="brand.fg" flexShrink="0">
            <Icon boxSize="4">{icon}</Icon>
          </Circle>
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
        </HStack>
        <HStack gap="1">
          {aside}
          {onEdit && !editor ? (
            <Button
              id={editButtonId}
              size="xs"
              variant="ghost"
              onClick={onEdit}
              aria-label={`Edit ${title}`}
              color="fg.muted"
            >
              <LuPencil /> Edit
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {onUndo && !editor ? (
        <HStack
          role="status"
          justify="space-between"
          gap="3"
          mb="4"
          px="3"
          py="2"
          borderRadius="md"
          bg="bg.success"
          fontSize="sm"
        >
          <Text color="fg.success">Saved.</Text>
          <Button size="xs" variant="outline" onClick={onUndo} loading={undoing} loadingText="Undoing...">
            <LuUndo2 /> Undo
          </Button>
        </HStack>
      ) : null}
      <Box fontSize="sm" color="fg">
        {editor ?? children}
      </Box>
    </Box>
  );
}
