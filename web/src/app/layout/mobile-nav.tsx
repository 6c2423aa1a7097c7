import { roleLabel, type User } from '@icp-studio/contracts';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Icon,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuLogOut, LuMenu, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homePathForRole } from '@/lib/roles';
import { displayName } from '@/lib/user-display';
import { BrandBlock } from './brand-block';
import { activeNavIndex, navItemsFor } from './nav-items';
import { UserAvatar } from './user-avatar';

/** The slide-out menu of small screens. */
export function MobileNav({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const items = navItemsFor(user.role);
  const active = activeNavIndex(items, pathname);
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label="Open menu"
          display={{ base: 'inline-flex', xl: 'none' }}
          size="md"
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="4">
              <Drawer.Title asChild>
                <Box>
                  <BrandBlock to={homePathForRole(user.role)} onNavigate={close} />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <Stack as="nav" aria-label="Main" gap="1">
                {items.map((item, index) => {
                  const isActive = index === active;
                  return (
                    <Button
                      key={item.label}
                      asChild
                      variant="ghost"
                      justifyContent="start"
                      size="lg"
                      fontWeight={isActive ? 'semibold' : 'medium'}
                      bg={isActive ? 'brand.subtle' : undefined}
                      color={isActive ? 'brand.fg' : 'fg'}
                    >
                      <RouterLink to={item.to} onClick={close} aria-current={isActive ? 'page' : undefined}>
                        <Icon as={item.icon} boxSize="4.5" />
                        {item.label}
                      </RouterLink>
                    </Button>
                  );
                })}
              </Stack>
              {user.role === 'client' && (
                <Button asChild colorPalette="brand" width="full" mt="5">
                  <RouterLink to="/icp/new" onClick={close}>
                    <LuPlus /> New ICP
                  </RouterLink>
                </Button>
              )}
            </Drawer.Body>
            <Drawer.Footer
              borderTopWidth="1px"
              borderColor="border.muted"
              flexDirection="column"
              alignItems="stretch"
              gap="3"
            >
              <HStack gap="3">
                <UserAvatar user={user} size="md" />
                <Box minW="0">
                  <Text fontWeight="semibold" fontSize="sm" truncate>
                    {displayName(user)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {roleLabel(user.role)}
                  </Text>
                </Box>
              </HStack>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LuLogOut /> Logout
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
