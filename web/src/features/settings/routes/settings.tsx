import { Container, Heading, Tabs, Text } from '@chakra-ui/react';
import { LuSparkles, LuUserRound } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth/get-auth-check';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountPanel } from '../components/account-panel';
import { AiSettingsCard } from '../components/ai-settings-card';

type SettingsTab = 'ai' | 'account';

/** `/settings` (docs/product.md §2): tabs 'AI Settings' and 'Account'. The open tab is kept in `?tab=`. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = params.get('tab') === 'account' ? 'account' : 'ai';

  return (
    <Container maxW="3xl" pt={{ base: '6', md: '10' }} pb="16" px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
        Settings
      </Heading>
      <Text color="fg.muted" mt="2" mb={{ base: '5', md: '7' }}>
        Choose how AI works for you, and manage your account.
      </Text>

      <Tabs.Root
        value={tab}
        onValueChange={(e) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (e.value === 'account') next.set('tab', 'account');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List mb="6">
          <Tabs.Trigger value="ai">
            <LuSparkles /> AI Settings
          </Tabs.Trigger>
          <Tabs.Trigger value="account">
            <LuUserRound /> Account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ai" pt="0">
          <AiSettingsCard />
        </Tabs.Content>
        <Tabs.Content value="account" pt="0">
          {user ? <AccountPanel user={user} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
