import type { AiProvider, AiSettings, AiSettingsOptions } from '@icp-studio/contracts';
import { Badge, Box, Button, Card, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { LuBot, LuSave, LuSparkles } from 'react-icons/lu';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateAiSettings } from '@/lib/ai/api/update-ai-settings';
import {
  describeActiveProvider,
  modelFor,
  providerOption,
  toFormValues,
  toSettingsRequest,
  validateAiSettings,
  type AiSettingsFormValues,
} from '../lib/ai-settings-form';
import { ApiKeySection, BuiltinAiSection, ProviderSection } from './ai-settings-sections';
import { ConnectionTest } from './connection-test';

const FORM_ID = 'ai-settings-form';

export interface AiSettingsFormProps {
  settings: AiSettings;
  options: AiSettingsOptions;
}

/**
 * The 'AI Provider Configuration' card (docs/product.md §2, Settings; docs/product.md, AI): the built-in AI
 * switch, on by default; when off, the provider, its model, a custom endpoint's URL and the API key.
 * The key is write-only: the field starts blank, says when one is saved, and a blank field keeps it.
 */
export function AiSettingsForm({ settings, options }: AiSettingsFormProps) {
  const update = useUpdateAiSettings();
  /** The last save's reservation about the URL (its host did not resolve then); cleared by the next save. */
  const [urlWarning, setUrlWarning] = useState<string | null>(null);
  const resolver = useCallback<Resolver<AiSettingsFormValues>>(
    (values) => {
      const found = validateAiSettings(values, settings, options);
      const errors: FieldErrors<AiSettingsFormValues> = {};
      for (const [name, message] of Object.entries(found)) {
        errors[name as keyof typeof found] = { type: 'validate', message };
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
    [settings, options],
  );
  const form = useForm<AiSettingsFormValues>({
    resolver,
    defaultValues: toFormValues(settings, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setValue, setError, reset, clearErrors } = form;
  const useBuiltin = useWatch({ control, name: 'useBuiltin' });

  // What the server holds changed (saved here, or loaded again): start from it.
  useEffect(() => {
    reset(toFormValues(settings, options));
  }, [settings, options, reset]);

  const onProviderChange = (next: AiProvider) => {
    setValue('provider', next, { shouldDirty: true });
    // The saved model when going back to the saved provider, else the provider's default.
    const model = modelFor(providerOption(options, next), next === settings.provider ? settings.model : null);
    setValue('model', model, { shouldDirty: true });
    setValue('apiKey', '');
    clearErrors();
  };

  const submit = handleSubmit(async (values) => {
    setUrlWarning(null);
    try {
      const saved = await update.mutateAsync(toSettingsRequest(values, settings));
      if (!values.useBuiltin && saved.warning) setUrlWarning(saved.warning);
      // The typed key is gone from the screen once stored; the form now mirrors what was saved.
      reset(toFormValues(saved, options));
      notifySuccess('Settings saved', 'Your AI preferences have been updated.');
    } catch (error) {
      const fields = getServerFieldErrors(error);
      if (fields.customApiUrl) setError('customApiUrl', { type: 'server', message: fields.customApiUrl });
      if (fields.model) setError('model', { type: 'server', message: fields.model });
      if (fields.customApiKey) setError('apiKey', { type: 'server', message: fields.customApiKey });
      notifyError('Error', getServerMessage(error, 'Failed to update settings'));
    }
  });

  return (
    <Card.Root borderRadius="2xl" borderColor="border.muted" boxShadow="sm" overflow="hidden">
      <Card.Header px={{ base: '5', md: '8' }} pt={{ base: '5', md: '7' }} pb="0" gap="4">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'start', sm: 'center' }}
          gap="3"
        >
          <HStack gap="3" align={{ base: 'start', sm: 'center' }}>
            <Box
              boxSize="10"
              flexShrink={0}
              borderRadius="xl"
              bg="brand.subtle"
              color="brand.fg"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Icon boxSize="5">
                <LuBot />
              </Icon>
            </Box>
            <Box>
              <Card.Title as="h2" fontSize="lg">
                AI Provider Configuration
              </Card.Title>
              <Card.Description>
                Choose the AI behind your profile suggestions, messaging and campaign ideas.
              </Card.Description>
            </Box>
          </HStack>
          <Badge
            colorPalette={settings.useReplitAI ? 'green' : 'brand'}
            variant="subtle"
            borderRadius="full"
            px="2.5"
            flexShrink={0}
            data-testid="active-provider"
          >
            In use: {describeActiveProvider(settings, options)}
          </Badge>
        </Stack>
      </Card.Header>

      <Card.Body px={{ base: '5', md: '8' }} py={{ base: '5', md: '7' }}>
        <FormProvider {...form}>
          <form
            id={FORM_ID}
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-label="AI Provider Configuration"
          >
            <Stack gap="6">
              <BuiltinAiSection options={options} />

              {!useBuiltin ? (
                <Stack
                  gap="5"
                  data-testid="provider-fields"
                  animationName="fade-in"
                  animationDuration="moderate"
                >
                  <Box>
                    <Text fontWeight="semibold">Your own provider</Text>
                    <Text fontSize="sm" color="fg.muted">
                      Use your own account with OpenAI, Anthropic, Google Gemini, or any OpenAI-compatible
                      endpoint (vLLM, Ollama, LM Studio, a company proxy).
                    </Text>
                  </Box>
                  <ProviderSection
                    options={options}
                    urlWarning={urlWarning}
                    onProviderChange={onProviderChange}
                  />

                  <ApiKeySection settings={settings} options={options} />
                  <ConnectionTest settings={settings} />
                </Stack>
              ) : null}
            </Stack>
          </form>
        </FormProvider>
      </Card.Body>

      <Card.Footer
        px={{ base: '5', md: '8' }}
        py="4"
        bg="bg.subtle"
        borderTopWidth="1px"
        borderColor="border.muted"
        justifyContent="space-between"
        gap="3"
        flexDirection={{ base: 'column-reverse', sm: 'row' }}
        alignItems={{ base: 'stretch', sm: 'center' }}
      >
        <Text fontSize="xs" color="fg.muted">
          <Icon as={LuSparkles} boxSize="3" me="1" verticalAlign="-1px" />
          Applies to every AI suggestion and profile review you request.
        </Text>
        <Button
          type="submit"
          form={FORM_ID}
          colorPalette="brand"
          loading={update.isPending}
          loadingText="Saving..."
        >
          <LuSave /> Save Settings
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
