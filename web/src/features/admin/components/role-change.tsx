import { roleLabel, type Role, type User } from '@icp-studio/contracts';
import { NativeSelect } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { useSession } from '@/lib/auth/get-auth-check';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { displayName } from '@/lib/user-display';
import { useUpdateUserRole } from '../api/update-user-role';

export const ROLES: Role[] = ['client', 'team_member', 'admin'];

const ROLE_PALETTE: Record<Role, string> = { client: 'gray', team_member: 'accent', admin: 'purple' };

type Person = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>;

/** "an Advisor", "an Admin", "a Client". */
export function withArticle(role: Role): string {
  const label = roleLabel(role);
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
}

/**
 * A user's role as a small select styled like a badge (Client, Advisor for team_member, Admin).
 * Choosing another role asks for confirmation first (see useRoleChange); the select shows the role
 * the server holds.
 */
export function RoleSelect({
  user,
  onRequestChange,
  disabled,
}: {
  user: Person;
  onRequestChange: (role: Role) => void;
  disabled?: boolean;
}) {
  const palette = ROLE_PALETTE[user.role];
  return (
    <NativeSelect.Root size="xs" width="auto" disabled={disabled}>
      <NativeSelect.Field
        aria-label={`Role of ${displayName(user)}`}
        value={user.role}
        onChange={(e) => {
          const next = e.target.value as Role;
          if (next !== user.role) onRequestChange(next);
        }}
        borderRadius="full"
        bg={`${palette}.subtle`}
        color={`${palette}.fg`}
        borderColor={`${palette}.muted`}
        fontWeight="semibold"
        ps="2.5"
        pe="7"
        minW="24"
        cursor="pointer"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color={`${palette}.fg`} />
    </NativeSelect.Root>
  );
}

function consequences(user: Person, role: Role, isSelf: boolean): string {
  const parts: string[] = [];
  if (role === 'team_member')
    parts.push('Advisors see and create profiles for the clients assigned to them.');
  if (role === 'admin')
    parts.push('Admins see every user, profile and playbook, and manage assignments and roles.');
  if (role === 'client') parts.push('Clients see only their own profiles and playbooks.');
  if (user.role === 'client') parts.push('If they have an advisor, that assignment is removed.');
  if (user.role === 'team_member')
    parts.push('Their assigned clients stay assigned, but they see them only while they are an advisor.');
  if (isSelf && user.role === 'admin') parts.push('You will lose access to the admin page.');
  return parts.join(' ');
}

/**
 * The role change flow: `request(user, role)` opens a confirmation; confirming sends
 * `PATCH /api/admin/users/{id}` and shows a toast (the server's message on failure, such as
 * 'The last admin cannot be demoted').
 */
export function useRoleChange(): [(user: Person, role: Role) => void, ReactNode] {
  const { user: me } = useSession();
  const mutation = useUpdateUserRole({ currentUserId: me?.id });
  const [pending, setPending] = useState<{ user: Person; role: Role } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { user, role } = pending;
    try {
      await mutation.mutateAsync({ id: user.id, role });
      notifySuccess('Role updated', `${displayName(user)} is now ${withArticle(role)}.`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to update role'));
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
      title={pending ? `Make ${displayName(pending.user)} ${withArticle(pending.role)}?` : 'Change role?'}
      description={pending ? consequences(pending.user, pending.role, pending.user.id === me?.id) : ''}
      confirmLabel="Change role"
      onConfirm={() => void confirm()}
      pending={mutation.isPending}
      destructive={pending?.user.role === 'admin'}
    />
  );

  return [(user, role) => setPending({ user, role }), dialog];
}
