import type { AiSettings } from '@icp-studio/contracts';
import { Alert, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LuPlugZap } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { useTestAiSettings } from '@/lib/ai/api/test-ai-settings';
import type { AiSettingsFormValues } from '../lib/ai-settings-form';
import { toConnectionTestRequest } from '../lib/ai-settings-form';

/** At most this many model names are listed; the rest are counted. */
const SHOWN_MODELS = 12;

type Result = { ok: true; models: string[] } | { ok: false; message: string };

/**
 * "Test connection" (docs/product.md §10): asks the provider as entered (or with the saved key) for its
 * model list, and shows the list or why it could not connect next to the button; the focus moves to
 * the result. Changing the provider, URL or key clears an earlier result (it no longer applies).
 */
export function ConnectionTest({ settings }: { settings: AiSettings }) {
  const { control, getValues } = useFormContext<AiSettingsFormValues>();
  const test = useTestAiSettings();
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [provider, url, key] = useWatch({ control, name: ['provider', 'customApiUrl', 'apiKey'] });

  useEffect(() => {
    setResult(null);
  }, [provider, url, key]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const run = async () => {
    setResult(null);
    try {
      const answer = await test.mutateAsync(toConnectionTestRequest(getValues(), settings));
      setResult({ ok: true, models: answer.models });
    } catch (error) {
      setResult({ ok: false, message: getServerMessage(error, 'Could not connect: please try again') });
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button
          type="button"
          variant="outline"
          colorPalette="brand"
          onClick={() => void run()}
          loading={test.isPending}
          loadingText="Testing…"
        >
          <LuPlugZap /> Test connection
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Asks the provider for its models with what is entered above. Nothing is saved.
        </Text>
      </HStack>
      <Box ref={resultRef} tabIndex={-1} outline="none" aria-live="polite" data-testid="connection-result">
        {result?.ok ? (
          <Alert.Root status="success" variant="subtle" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                Connected.{' '}
                {result.models.length === 0
                  ? 'The provider lists no models.'
                  : `The provider lists ${result.models.length} ${result.models.length === 1 ? 'model' : 'models'}:`}
              </Alert.Title>
              {result.models.length ? (
                <Alert.Description>
                  <List.Root ps="5" mt="1" fontSize="sm" aria-label="Models the provider lists">
                    {result.models.slice(0, SHOWN_MODELS).map((m) => (
                      <List.Item key={m} fontFamily="mono">
                        {m}
                      </List.Item>
                    ))}
                  </List.Root>
                  {result.models.length > SHOWN_MODELS ? (
                    <Text fontSize="sm" mt="1">
                      and {result.models.length - SHOWN_MODELS} more
                    </Text>
                  ) : null}
                </Alert.Description>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : result ? (
          <Alert.Root status="error" variant="subtle" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{result.message}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Box>
    </Stack>
  );
}
