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
  NativeSelect,
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
import {
  useCreatePlaybookFromTemplate,
  useDeleteTemplate,
  useProfileOptions,
  useTemplates,
} from '../api/templates';
import { SCOPE_LABEL, TemplatePicker, clientLabel, professionLabel, text, texts } from './template-list';

/** The profile the new playbook will belong to, when the dialog is opened from that profile's page. */
export interface TemplateProfile {
  id: string;
  name: string;
  profession?: string | null;
}

const names = (value: unknown, key: string): string[] =>
  Array.isArray(value)
    ? value
        .map((v) =>
          typeof v === 'string'
            ? v
            : v && typeof v === 'object' && typeof (v as Record<string, unknown>)[key] === 'string'
              ? ((v as Record<string, unknown>)[key] as string)
              : null,
        )
        .filter((v): v is string => Boolean(v))
    : [];

/**
 * "New from template" for playbooks (docs/product.md §12): the playbook templates of a profession (the
 * profile's or the user's own at first), a preview of the chosen one, the profile the playbook is for
 * (fixed when opened from a profile's page) and "Use this template", which creates the playbook through
 * `POST /api/playbooks` and opens it.
 */
export function NewPlaybookFromTemplate({
  profile,
  size = 'sm',
  label = 'New from template',
}: {
  profile?: TemplateProfile;
  size?: 'sm' | 'md';
  label?: string;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const startProfession = profile?.profession ?? user?.profession ?? '';
  const [open, setOpen] = useState(false);
  const [profession, setProfession] = useState(startProfession);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [icpId, setIcpId] = useState(profile?.id ?? '');
  const [name, setName] = useState('');
  const nameId = useId();
  const profileId = useId();
  const templates = useTemplates(
    { kind: 'playbook', profession: profession || undefined },
    { enabled: open },
  );
  const profiles = useProfileOptions({ enabled: open && !profile });
  const create = useCreatePlaybookFromTemplate();
  const remove = useDeleteTemplate();
  const items = templates.data?.items ?? [];
  const chosen = items.find((t) => t.id === chosenId) ?? null;

  const firstId = items[0]?.id;
  useEffect(() => {
    if (open && !chosen && firstId) setChosenId(firstId);
  }, [open, chosen, firstId]);
  useEffect(() => {
    if (chosen) setName(chosen.name);
  }, [chosen]);
  // Without a profile given, the first of the user's profiles until they choose another.
  const firstProfile = profiles.data?.[0]?.id;
  useEffect(() => {
    if (open && !icpId && firstProfile) setIcpId(firstProfile);
  }, [open, icpId, firstProfile]);

  const noProfiles = !profile && profiles.isSuccess && profiles.data.length === 0;
  const ready = Boolean(chosen && name.trim() && icpId);

  const use = async () => {
    if (!chosen || !name.trim() || !icpId) return;
    try {
      const playbook = await create.mutateAsync({ template: chosen, icpId, name: name.trim() });
      setOpen(false);
      notifySuccess('Playbook created', `“${playbook.name}” is ready: adapt it to your own clients.`);
      navigate(`/playbooks/${playbook.id}`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to create the playbook'));
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
        if (e.open) {
          setProfession(startProfession);
          setChosenId(null);
          setIcpId(profile?.id ?? '');
        }
      }}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size={size} variant="outline" colorPalette="brand">
          <LuLayoutTemplate /> {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content borderRadius={{ base: '0', md: 'xl' }}>
            <Dialog.Header>
              <Dialog.Title>New playbook from a template</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TemplatePicker
                profession={profession}
                onProfession={setProfession}
                listLabel="Playbook templates"
                items={items}
                pending={templates.isPending}
                failed={templates.isError}
                chosenId={chosen?.id ?? null}
                onChoose={setChosenId}
                preview={
                  chosen ? (
                    <PlaybookTemplatePreview
                      template={chosen}
                      onDelete={chosen.canDelete ? () => void onDelete(chosen) : undefined}
                      deleting={remove.isPending}
                    />
                  ) : null
                }
              />
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3" alignItems="flex-end">
              {profile ? (
                <Text fontSize="sm" color="fg.muted" flexBasis="full">
                  For the profile <strong>{profile.name}</strong>
                </Text>
              ) : (
                <Field.Root flex="1" minW="48" required invalid={noProfiles}>
                  <Field.Label htmlFor={profileId}>For the profile</Field.Label>
                  <NativeSelect.Root disabled={!profiles.data?.length}>
                    <NativeSelect.Field
                      id={profileId}
                      value={icpId}
                      onChange={(e) => setIcpId(e.currentTarget.value)}
                    >
                      {(profiles.data ?? []).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.clientName && user?.role !== 'client' ? `${p.name} (${p.clientName})` : p.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {noProfiles ? (
                    <Field.ErrorText>
                      Create a client profile first: a playbook belongs to one.
                    </Field.ErrorText>
                  ) : null}
                </Field.Root>
              )}
              <Field.Root flex="1" minW="48" required invalid={Boolean(chosen) && !name.trim()}>
                <Field.Label htmlFor={nameId}>Name of the new playbook</Field.Label>
                <Input
                  id={nameId}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  maxLength={200}
                />
              </Field.Root>
              <HStack>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="brand"
                  disabled={!ready}
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

/** What the chosen playbook template holds: its promise, goals, channels and campaigns. */
function PlaybookTemplatePreview({
  template,
  onDelete,
  deleting,
}: {
  template: Template;
  onDelete?: () => void;
  deleting: boolean;
}) {
  const c = template.content;
  const forWhom = [professionLabel(template.profession), clientLabel(template.clientType)].filter(Boolean);
  const sections: [string, string[]][] = [
    ['Goals', texts(c.marketingGoals)],
    ['Channels', names(c.selectedChannels, 'channel')],
    ['Campaigns', names(c.campaigns, 'name')],
  ];
  const promise = text(c.valueProposition);
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
      {forWhom.length ? (
        <Text fontSize="sm" color="fg.muted">
          {forWhom.join(' · ')}
        </Text>
      ) : null}
      {template.description ? <Text color="fg.muted">{template.description}</Text> : null}
      {promise ? (
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            Value proposition
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={4}>
            {promise}
          </Text>
        </Box>
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
