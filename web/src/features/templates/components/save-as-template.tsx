import type { TemplateKind } from '@icp-studio/contracts';
import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuLayoutTemplate } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/get-auth-check';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSaveAsTemplate } from '../api/templates';

/**
 * "Save as template" on a profile or a playbook page (docs/product.md §12, Templates): a name and a description;
 * private to the user, or (admins) for everyone in this installation.
 */
export function SaveAsTemplate({ kind, id, name }: { kind: TemplateKind; id: string; name: string }) {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const [open, setOpen] = useState(false);
  const [templateName, setTemplateName] = useState(name);
  const [description, setDescription] = useState('');
  const [shared, setShared] = useState(false);
  const save = useSaveAsTemplate();
  const noun = kind === 'icp' ? 'profile' : 'playbook';

  const onSave = async () => {
    if (!templateName.trim()) return;
    try {
      const saved = await save.mutateAsync({
        kind,
        id,
        name: templateName.trim(),
        description: description.trim() || undefined,
        scope: isAdmin && shared ? 'installation' : 'private',
      });
      setOpen(false);
      notifySuccess(
        'Saved as template',
        saved.scope === 'installation'
          ? `“${saved.name}” is now a template for everyone.`
          : `“${saved.name}” is now one of your templates.`,
      );
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to save the template'));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setTemplateName(name);
          setDescription('');
          setShared(false);
        }
      }}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <LuLayoutTemplate /> Save as template
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>Save this {noun} as a template</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required invalid={!templateName.trim()}>
                  <Field.Label>Template name</Field.Label>
                  <Input
                    value={templateName}
                    onChange={(e) => setTemplateName(e.currentTarget.value)}
                    maxLength={200}
                  />
                  <Field.ErrorText>Template name is required</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Description</Field.Label>
                  <Textarea
                    value={description}
                    onChange={(e) => setDescription(e.currentTarget.value)}
                    maxLength={1000}
                    rows={3}
                  />
                  <Field.HelperText>Who it fits and when to use it (optional).</Field.HelperText>
                </Field.Root>
                {isAdmin ? (
                  <Checkbox.Root checked={shared} onCheckedChange={(e) => setShared(Boolean(e.checked))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Share with everyone in this installation</Checkbox.Label>
                  </Checkbox.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                disabled={!templateName.trim()}
                loading={save.isPending}
                loadingText="Saving..."
                onClick={() => void onSave()}
              >
                Save template
              </Button>
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
