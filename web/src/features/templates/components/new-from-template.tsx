import type { Template } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  List,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { LuLayoutTemplate, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { getServerMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/get-auth-check';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCreateProfileFromTemplate, useDeleteTemplate, useTemplates } from '../api/templates';
import { SCOPE_LABEL, TemplatePicker, text, texts } from './template-list';

/**
 * "New from template" on the dashboard (docs/product.md §12, Templates): the profile templates of a profession (the
 * user's own by default), a preview of the chosen one, and "Use this template", which creates the profile
 * under the name the user gives and opens it.
 */
export function NewFromTemplate({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [profession, setProfession] = useState(user?.profession ?? '');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const nameId = useId();
  const templates = useTemplates({ kind: 'icp', profession: profession || undefined }, { enabled: open });
  const create = useCreateProfileFromTemplate();
  const remove = useDeleteTemplate();
  const items = templates.data?.items ?? [];
  const chosen = items.find((t) => t.id === chosenId) ?? null;

  // A new list (another profession) chooses its first template; a chosen template names the profile.
  const firstId = items[0]?.id;
  useEffect(() => {
    if (open && !chosen && firstId) setChosenId(firstId);
  }, [open, chosen, firstId]);
  useEffect(() => {
    if (chosen) setName(chosen.name);
  }, [chosen]);

  const use = async () => {
    if (!chosen || !name.trim()) return;
    try {
      const icp = await create.mutateAsync({ template: chosen, name: name.trim() });
      setOpen(false);
      notifySuccess('Profile created', `“${icp.name}” is ready: adapt it to your own clients.`);
      navigate(`/icp/${icp.id}`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to create the profile'));
    }
  };
  const onDelete = async (t: Template) => {
    try {
      await remove.mutateAsync(t.id);
      setChosenId(null);
      notifySuccess('Template deleted');
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to delete the template'));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        // Each opening starts from the user's own profession (it may have been answered since).
        if (e.open) {
          setProfession(user?.profession ?? '');
          setChosenId(null);
        }
      }}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size={size} variant="outline" colorPalette="brand">
          <LuLayoutTemplate /> New from template
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content borderRadius={{ base: '0', md: 'xl' }}>
            <Dialog.Header>
              <Dialog.Title>New profile from a template</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TemplatePicker
                profession={profession}
                onProfession={setProfession}
                listLabel="Profile templates"
                items={items}
                pending={templates.isPending}
                failed={templates.isError}
                chosenId={chosen?.id ?? null}
                onChoose={setChosenId}
                preview={
                  chosen ? (
                    <TemplatePreview
                      template={chosen}
                      onDelete={chosen.canDelete ? () => void onDelete(chosen) : undefined}
                      deleting={remove.isPending}
                    />
                  ) : null
                }
              />
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3">
              <Field.Root flex="1" minW="48" required invalid={Boolean(chosen) && !name.trim()}>
                <Field.Label htmlFor={nameId}>Name of the new profile</Field.Label>
                <Input
                  id={nameId}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  maxLength={200}
                />
              </Field.Root>
              <HStack alignSelf="flex-end">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="brand"
                  disabled={!chosen || !name.trim()}
                  loading={create.isPending}
                  loadingText="Creating..."
                  onClick={() => void use()}
                >
                  Use this template
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the chosen template holds: who it describes, their pains, goals and channels. */
function TemplatePreview({
  template,
  onDelete,
  deleting,
}: {
  template: Template;
  onDelete?: () => void;
  deleting: boolean;
}) {
  const c = template.content;
  const who =
    template.clientType === 'b2b'
      ? [text(c.industry), text(c.companySize), text(c.revenue), text(c.decisionMakerTitle)]
      : [text(c.occupation), text(c.ageRange) && `aged ${text(c.ageRange)}`, text(c.income)];
  const sections: [string, string[]][] = [
    ['Pain points', texts(c.painPoints)],
    ['Goals', texts(c.goals)],
    ['Preferred channels', texts(c.preferredChannels)],
  ];
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      p="4"
      aria-label={`Preview of ${template.name}`}
      role="region"
      aria-live="polite"
    >
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text fontWeight="semibold" fontSize="lg">
          {template.name}
        </Text>
        <Badge colorPalette={template.scope === 'builtin' ? 'gray' : 'brand'}>
          {SCOPE_LABEL[template.scope]}
        </Badge>
      </HStack>
      {template.description ? <Text color="fg.muted">{template.description}</Text> : null}
      {who.some(Boolean) ? (
        <Text fontSize="sm">
          <Text as="span" fontWeight="medium">
            Who:{' '}
          </Text>
          {who.filter(Boolean).join(', ')}
        </Text>
      ) : null}
      {sections
        .filter(([, list]) => list.length > 0)
        .map(([title, list]) => (
          <Box key={title}>
            <Text fontSize="sm" fontWeight="medium">
              {title}
            </Text>
            <List.Root fontSize="sm" color="fg.muted" ps="4">
              {list.slice(0, 4).map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      {onDelete ? (
        <Box>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} loading={deleting}>
            <LuTrash2 /> Delete this template
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
