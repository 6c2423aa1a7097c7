import { Alert, Button, Card, Skeleton, Stack } from '@chakra-ui/react';
import { useAiSettings } from '@/lib/ai/api/get-ai-settings';
import { useAiSettingsOptions } from '@/lib/ai/api/get-ai-settings-options';
import { AiSettingsForm } from './ai-settings-form';

/** Loads the caller's AI settings and what may be chosen, then shows the form. */
export function AiSettingsCard() {
  const settings = useAiSettings();
  const options = useAiSettingsOptions();

  if (settings.isError || options.isError) {
    return (
      <Alert.Root status="error" borderRadius="xl" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load your AI settings</Alert.Title>
          <Alert.Description>Please try again in a moment.</Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            if (settings.isError) void settings.refetch();
            if (options.isError) void options.refetch();
          }}
        >
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (!settings.data || !options.data) {
    return (
      <Card.Root
        borderRadius="2xl"
        borderColor="border.muted"
        aria-busy="true"
        aria-label="Loading AI settings"
      >
        <Card.Body p={{ base: '5', md: '8' }}>
          <Stack gap="5">
            <Skeleton height="10" width="60%" />
            <Skeleton height="28" borderRadius="xl" />
            <Skeleton height="10" width="40%" alignSelf="end" />
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }
  return <AiSettingsForm settings={settings.data} options={options.data} />;
}
