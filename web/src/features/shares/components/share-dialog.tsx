import type { ShareLink, ShareLinkCreated } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy, LuLink, LuPencil, LuShare2 } from 'react-icons/lu';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import {
  useCreateShareLink,
  useRevokeAllShareLinks,
  useRevokeShareLink,
  useShareLinks,
  type ShareTarget,
} from '../api/shares';
import {
  EXPIRY_CHOICES,
  expiryFor,
  isRevokedForAccess,
  lifeText,
  makerText,
  revokedText,
  shareUrl,
  viewsText,
} from '../lib/share-text';
import { EditLinkDialog } from './edit-link-dialog';

export interface ShareButtonProps extends ShareTarget {
  /** The item's name, for the dialog's title. */
  name: string;
}

const NOUN = { icp: 'profile', playbook: 'playbook' } as const;

/**
 * Share on a profile or playbook page (docs/product.md §14): a read-only link with a label and an
 * optional expiry, and the item's live links with who made them and their views, each to copy again
 * (when the server can derive its address), to edit (label and expiry) and revocable, and Revoke all; below them, the links the product ended
 * because their maker lost access to the item, marked Revoked with the reason.
 */
export function ShareButton({ kind, id, name }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      size={{ base: 'full', sm: 'lg' }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <LuShare2 /> Share
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ sm: '4' }}>
          <Dialog.Content borderRadius={{ sm: 'xl' }}>
            <Dialog.Header>
              <Dialog.Title>Share “{name}”</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <ShareBody target={{ kind, id }} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ShareBody({ target }: { target: ShareTarget }) {
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const links = useShareLinks(target);
  return (
    <Stack gap="6">
      <Text color="fg.muted" fontSize="sm">
        Anyone with the link can read this {NOUN[target.kind]} without signing in. Notes, tasks, evidence and
        e-mail addresses are never shown. You can revoke a link at any time.
      </Text>
      {created ? (
        <CreatedLink link={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateForm target={target} onCreated={setCreated} />
      )}
      <Separator />
      <LiveLinks
        target={target}
        links={links.data?.filter((l) => !isRevokedForAccess(l))}
        loading={links.isPending}
        failed={links.isError}
      />
      <RevokedLinks target={target} links={links.data?.filter(isRevokedForAccess) ?? []} />
    </Stack>
  );
}

function CreateForm({
  target,
  onCreated,
}: {
  target: ShareTarget;
  onCreated: (l: ShareLinkCreated) => void;
}) {
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(0);
  const create = useCreateShareLink(target);
  const onSubmit = async () => {
    try {
      onCreated(await create.mutateAsync({ label: label.trim() || null, expiresAt: expiryFor(days) }));
      setLabel('');
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to create the link'));
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="4">
        <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
          <Field.Root flex="2">
            <Field.Label>Label (optional)</Field.Label>
            <Input
              value={label}
              maxLength={200}
              placeholder="e.g. For the board meeting"
              onChange={(e) => setLabel(e.target.value)}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>Expires</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
                {EXPIRY_CHOICES.map((c) => (
                  <option key={c.days} value={c.days}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            size="sm"
            loading={create.isPending}
            loadingText="Creating..."
          >
            <LuLink /> Create link
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Copies a text to the clipboard; `copied` turns true once it did. */
function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notifyError('Copy failed', 'Select the link and copy it yourself.');
    }
  };
  return { copied, copy };
}

/** Copy link on a row of the live links: the page the server derived again for the owner. */
function CopyAgainButton({ link }: { link: ShareLink & { url: string } }) {
  const { copied, copy } = useCopy(shareUrl(link.url));
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-label={`${copied ? 'Copied' : 'Copy link'}: ${link.label ?? 'untitled link'}`}
      onClick={() => void copy()}
    >
      {copied ? <LuCheck /> : <LuCopy />} {copied ? 'Copied' : 'Copy link'}
    </Button>
  );
}

function CreatedLink({ link, onDone }: { link: ShareLinkCreated; onDone: () => void }) {
  const url = shareUrl(link.url);
  const { copied, copy } = useCopy(url);
  const onCopy = copy;
  return (
    <Stack gap="3" bg="brand.subtle" borderRadius="lg" p="4">
      <Text fontWeight="semibold">Your link is ready</Text>
      <Field.Root>
        <Field.Label>Link</Field.Label>
        <HStack gap="2" w="full">
          <Input
            readOnly
            value={url}
            data-testid="share-url"
            onFocus={(e) => e.target.select()}
            bg="bg.panel"
          />
          <Button size="sm" colorPalette="brand" onClick={() => void onCopy()} flexShrink={0}>
            {copied ? <LuCheck /> : <LuCopy />} {copied ? 'Copied' : 'Copy link'}
          </Button>
        </HStack>
        <Field.HelperText>You can copy it again from the list of live links.</Field.HelperText>
      </Field.Root>
      <Box>
        <Button size="xs" variant="outline" onClick={onDone}>
          Create another link
        </Button>
      </Box>
    </Stack>
  );
}

function LiveLinks({
  target,
  links,
  loading,
  failed,
}: {
  target: ShareTarget;
  links: ShareLink[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const revoke = useRevokeShareLink(target);
  const revokeAll = useRevokeAllShareLinks(target);
  const [confirmAll, setConfirmAll] = useState(false);
  const [editing, setEditing] = useState<ShareLink | null>(null);
  const onRevoke = (link: ShareLink) =>
    revoke.mutate(link.id, {
      onSuccess: () => notifySuccess('Link revoked', 'It no longer opens.'),
      onError: (error) => notifyError('Error', getServerMessage(error, 'Failed to revoke the link')),
    });
  const onRevokeAll = () =>
    revokeAll.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmAll(false);
        notifySuccess('Links revoked', answer.message);
      },
      onError: (error) => notifyError('Error', getServerMessage(error, 'Failed to revoke the links')),
    });
  return (
    <Stack gap="3" as="section" aria-labelledby="live-links-title">
      <HStack justify="space-between">
        <Text id="live-links-title" fontWeight="semibold">
          Live links{links ? ` (${links.length})` : ''}
        </Text>
        {links && links.length > 0 && (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirmAll(true)}>
            Revoke all
          </Button>
        )}
      </HStack>
      {loading ? (
        <Text fontSize="sm" color="fg.muted">
          Loading...
        </Text>
      ) : failed ? (
        <Text fontSize="sm" color="fg.error">
          The links could not be loaded.
        </Text>
      ) : links && links.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" ms="0">
          {links.map((link) => (
            <HStack
              as="li"
              key={link.id}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              borderRadius="lg"
              px="3"
              py="2"
              data-testid="share-link-row"
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate>
                  {link.label ?? 'Untitled link'}
                </Text>
                {makerText(link) && (
                  <Text fontSize="xs" color="fg.muted">
                    {makerText(link)}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {lifeText(link)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {viewsText(link)}
                </Text>
              </Stack>
              <HStack gap="1" flexShrink={0} wrap="wrap" justify="end">
                {link.url ? <CopyAgainButton link={{ ...link, url: link.url }} /> : null}
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Edit ${link.label ?? 'untitled link'}`}
                  onClick={() => setEditing(link)}
                >
                  <LuPencil /> Edit
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Revoke ${link.label ?? 'untitled link'}`}
                  loading={revoke.isPending && revoke.variables === link.id}
                  onClick={() => onRevoke(link)}
                >
                  Revoke
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No live links.
        </Text>
      )}
      <EditLinkDialog target={target} link={editing} onClose={() => setEditing(null)} />
      <ConfirmActionDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Revoke every link?"
        description="Everyone who has one of these links loses access at once. This cannot be undone."
        confirmLabel="Revoke all"
        onConfirm={onRevokeAll}
        pending={revokeAll.isPending}
      />
    </Stack>
  );
}

/** The links ended because their maker lost access to the item: listed, marked Revoked, not revocable. */
function RevokedLinks({ target, links }: { target: ShareTarget; links: ShareLink[] }) {
  if (links.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="revoked-links-title">
      <Text id="revoked-links-title" fontWeight="semibold">
        Revoked links ({links.length})
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" ms="0">
        {links.map((link) => (
          <Stack
            as="li"
            key={link.id}
            gap="0.5"
            borderWidth="1px"
            borderRadius="lg"
            px="3"
            py="2"
            bg="bg.muted"
            data-testid="share-link-revoked-row"
          >
            <HStack gap="2" minW="0">
              <Text fontWeight="medium" truncate>
                {link.label ?? 'Untitled link'}
              </Text>
              <Badge colorPalette="red" variant="subtle" flexShrink={0}>
                Revoked
              </Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {revokedText(link, NOUN[target.kind])}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {lifeText(link)} · {viewsText(link)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
