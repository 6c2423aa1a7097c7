import type { User } from '@icp-studio/contracts';
import { IconButton } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { displayName } from '@/lib/user-display';
import { useDeleteUser } from '../api/delete-user';

type Person = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>;

/** The trash button of a user's row (never on the admin's own row: that one is Settings › Account). */
export function DeleteUserButton({ user, onRequest }: { user: Person; onRequest: () => void }) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`Delete ${displayName(user)}`}
      title={`Delete ${displayName(user)}`}
      onClick={onRequest}
    >
      <LuTrash2 />
    </IconButton>
  );
}

function consequences(user: Person): string {
  const parts = [
    `${displayName(user)} is signed out everywhere and can no longer sign in.`,
    'Every profile, playbook, note and share link they owned is deleted.',
  ];
  if (user.role === 'team_member') parts.push('Their clients are left without an advisor.');
  parts.push('This cannot be undone.');
  return parts.join(' ');
}

/**
 * Deleting a user from /admin: `request(user)` opens a confirmation; confirming sends
 * `DELETE /api/admin/users/{id}` and shows the server's message (or its refusal) in a toast.
 */
export function useUserDelete(): [(user: Person) => void, ReactNode] {
  const mutation = useDeleteUser();
  const [pending, setPending] = useState<Person | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await mutation.mutateAsync(pending.id);
      notifySuccess('User deleted', answer.message);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to delete the user'));
    } finally {
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmActionDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={pending ? `Delete ${displayName(pending)}?` : 'Delete user?'}
      description={pending ? consequences(pending) : ''}
      confirmLabel="Delete user"
      onConfirm={() => void confirm()}
      pending={mutation.isPending}
    />
  );

  return [(user) => setPending(user), dialog];
}
