import type { User } from '@icp-studio/contracts';
import { Avatar } from '@chakra-ui/react';
import { displayName, initials } from '@/lib/user-display';

/** The profile image, or the initials, or "U". */
export function UserAvatar({ user, size = 'sm' }: { user: User; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="solid">
      <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
      {user.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt={displayName(user)} /> : null}
    </Avatar.Root>
  );
}
