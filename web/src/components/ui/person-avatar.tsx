import type { User } from '@icp-studio/contracts';
import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { displayName, initials } from '@/lib/user-display';

type Person = Pick<User, 'firstName' | 'lastName' | 'email'> & { profileImageUrl?: string | null };

/** The palettes avatars rotate through, picked from the person's name so each keeps its colour. */
const PALETTES = ['brand', 'accent', 'purple', 'orange', 'pink', 'green', 'cyan', 'blue'] as const;

function paletteFor(person: Person): (typeof PALETTES)[number] {
  const key = `${person.firstName}${person.lastName}${person.email}`;
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return PALETTES[hash % PALETTES.length]!;
}

/** A client's or advisor's avatar: the profile image, or their initials on a colour of their own. */
export function PersonAvatar({
  person,
  size = 'md',
  ...props
}: { person: Person } & Omit<AvatarRootProps, 'children'>) {
  return (
    <Avatar.Root size={size} colorPalette={paletteFor(person)} variant="subtle" flexShrink={0} {...props}>
      <Avatar.Fallback>{initials(person)}</Avatar.Fallback>
      {person.profileImageUrl ? (
        <Avatar.Image src={person.profileImageUrl} alt={displayName(person)} />
      ) : null}
    </Avatar.Root>
  );
}
