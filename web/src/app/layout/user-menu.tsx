import { roleLabel, type User } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  HStack,
  Icon,
  Menu,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuChevronDown, LuLayoutDashboard, LuLogOut, LuSettings } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { homePathForRole } from '@/lib/roles';
import { displayName } from '@/lib/user-display';
import { UserAvatar } from './user-avatar';

export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const navigate = useNavigate();
  const name = displayName(user);
  const role = roleLabel(user.role);

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'settings') navigate('/settings');
        else if (value === 'dashboard') navigate(homePathForRole(user.role));
        else if (value === 'logout') onSignOut();
      }}
    >
      <Menu.Trigger asChild>
        {/* Named by what it shows (name and role where there is room) plus "account menu"; the initials are
            decoration, so the name a screen reader says is the text a sighted user sees. */}
        <Button variant="ghost" px="1.5" h="auto" py="1" gap="2.5">
          <Box aria-hidden="true" display="contents">
            <UserAvatar user={user} />
          </Box>
          {/* The name and role beside the avatar once the menu bar is inline (1280 px), narrower until 1536 px
              so the header never scrolls sideways (a long name is cut with an ellipsis; the menu shows it). */}
          <Stack
            gap="0"
            align="start"
            display={{ base: 'none', xl: 'flex' }}
            maxW={{ xl: '20', '2xl': '40' }}
          >
            <Text
              fontSize="sm"
              fontWeight="semibold"
              lineHeight="short"
              truncate
              maxW={{ xl: '20', '2xl': '40' }}
            >
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineHeight="short">
              {role}
            </Text>
          </Stack>
          <VisuallyHidden>account menu</VisuallyHidden>
          <Icon color="fg.muted" boxSize="4" display={{ base: 'none', sm: 'block' }}>
            <LuChevronDown />
          </Icon>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" p="1.5">
            <HStack gap="3" px="2" py="2.5">
              <UserAvatar user={user} size="md" />
              <Box minW="0">
                <Text fontWeight="semibold" fontSize="sm" truncate>
                  {name}
                </Text>
                {user.email && user.email !== name ? (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                ) : null}
                <Badge mt="1" size="sm" colorPalette="brand" variant="subtle">
                  {role}
                </Badge>
              </Box>
            </HStack>
            <Menu.Separator />
            <Menu.Item value="settings">
              <LuSettings /> Settings
            </Menu.Item>
            <Menu.Item value="dashboard">
              <LuLayoutDashboard /> Dashboard
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LuLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
