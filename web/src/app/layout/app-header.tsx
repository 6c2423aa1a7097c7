import type { User } from '@icp-studio/contracts';
import { Box, Button, Container, HStack, Icon } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homePathForRole } from '@/lib/roles';
import { BrandBlock } from './brand-block';
import { GlobalSearch } from './global-search';
import { MobileNav } from './mobile-nav';
import { NotificationBell } from './notification-bell';
import { activeNavIndex, navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';
import { useSignOut } from './use-sign-out';

/** The shared header of signed-in screens (docs/product.md §2). */
export function AppHeader({ user }: { user: User }) {
  const { pathname } = useLocation();
  const { signOut } = useSignOut();
  const items = navItemsFor(user.role);
  const active = activeNavIndex(items, pathname);
  const onSignOut = () => void signOut();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(255,255,255,0.9)"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container
        maxW="7xl"
        h="16"
        display="flex"
        alignItems="center"
        gap={{ base: '2', lg: '6', '2xl': '8' }}
      >
        <MobileNav user={user} onSignOut={onSignOut} />
        <BrandBlock to={homePathForRole(user.role)} />

        {/* Inline from 1280 px: below it, the menu button (MobileNav). Every role's items, the search, New ICP,
            the bell and the account menu fit there; the header never scrolls sideways (e2e/phone-layout). */}
        <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', xl: 'flex' }} flex="1">
          {items.map((item, index) => {
            const isActive = index === active;
            return (
              <Button
                key={item.label}
                asChild
                variant="ghost"
                size="sm"
                fontWeight={isActive ? 'semibold' : 'medium'}
                color={isActive ? 'brand.fg' : 'fg.muted'}
                bg={isActive ? 'brand.subtle' : undefined}
                _hover={{ bg: isActive ? 'brand.muted' : 'bg.muted', color: isActive ? 'brand.fg' : 'fg' }}
              >
                <RouterLink to={item.to} aria-current={isActive ? 'page' : undefined}>
                  <Icon as={item.icon} boxSize="4" />
                  {item.label}
                </RouterLink>
              </Button>
            );
          })}
        </HStack>

        <HStack gap={{ base: '1', sm: '3' }} ms="auto">
          <GlobalSearch role={user.role} />
          {user.role === 'client' && (
            <Button asChild colorPalette="brand" size="sm" borderRadius="full" px={{ base: '3', sm: '4' }}>
              <RouterLink to="/icp/new" aria-label="New ICP">
                <LuPlus />
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  New ICP
                </Box>
              </RouterLink>
            </Button>
          )}
          <NotificationBell userId={user.id} />
          <UserMenu user={user} onSignOut={onSignOut} />
        </HStack>
      </Container>
    </Box>
  );
}
