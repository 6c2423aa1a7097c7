import { Box, Container, Heading, Icon, Tabs, Text, VStack } from '@chakra-ui/react';
import { LuSparkles, LuUserRound } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AiSettingsCard } from '../components/ai-settings-card';

type SettingsTab = 'ai' | 'account';

/** `/settings` (docs/product.md §2): tabs 'AI Settings' and 'Account'. The open tab is kept in `?tab=`. */
export function SettingsPage() {
  useDocumentTitle('Settings');
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
          <Box
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="border.emphasized"
            borderRadius="2xl"
            bg="bg.panel"
            px="6"
            py="12"
          >
            <VStack gap="3" textAlign="center">
              <Icon boxSize="8" color="fg.muted">
                <LuUserRound />
              </Icon>
              <Text color="fg.muted">Account settings coming soon...</Text>
            </VStack>
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
