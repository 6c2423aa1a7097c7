import { Box, Link } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { SessionExpiredDialog } from '@/features/auth/components/session-expired-dialog';
import { ProfessionDialog } from '@/features/settings/components/profession-dialog';
import { useSession } from '@/lib/auth/get-auth-check';
import { AppHeader } from './app-header';

/** Signed-in screens: the shared header above the page. Renders nothing without a signed-in user. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Link
        href="#main-content"
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="4"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '3' }}
      >
        Skip to content
      </Link>
      <AppHeader user={user} />
      {/* Asked once after the first sign-in (admins set theirs under Settings › Account if they want). */}
      <ProfessionDialog open={user.professionAsked === false && user.role !== 'admin'} />
      {/* A 401 mid-work: sign in again over the page, keeping what was typed. */}
      <SessionExpiredDialog />
      <Box as="main" id="main-content" tabIndex={-1} outline="none" pb="16">
        <Suspense fallback={<FullPageSpinner label="Loading..." minH="60vh" />}>
          {children ?? <Outlet />}
        </Suspense>
      </Box>
    </Box>
  );
}
