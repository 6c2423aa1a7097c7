import type { AiProvider, AiSettings, AiSettingsOptions } from '@icp-studio/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Icon,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  LuBot,
  LuExternalLink,
  LuKeyRound,
  LuLock,
  LuSave,
  LuServer,
  LuSparkles,
  LuUndo2,
} from 'react-icons/lu';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateAiSettings } from '@/features/ai/api/update-ai-settings';
import {
  describeActiveProvider,
  keepsSavedKey,
  MAX_KEY_LENGTH,
  MAX_URL_LENGTH,
  modelFor,
  providerOption,
  toFormValues,
  toSettingsRequest,
  validateAiSettings,
  type AiSettingsFormValues,
} from '../lib/ai-settings-form';
import { BuiltinExplainer } from './builtin-explainer';

/** Where each provider hands out API keys (shown under the key field). */
const KEY_PAGES: Partial<Record<AiProvider, { label: string; href: string }>> = {
  openai: { label: 'platform.openai.com', href: 'https://platform.openai.com/api-keys' },
  anthropic: { label: 'console.anthropic.com', href: 'https://console.anthropic.com/settings/keys' },
  gemini: { label: 'aistudio.google.com', href: 'https://aistudio.google.com/apikey' },
};

const FORM_ID = 'ai-settings-form';

export interface AiSettingsFormProps {
  settings: AiSettings;
  options: AiSettingsOptions;
}

/**
 * The 'AI Provider Configuration' card (docs/product.md §2, Settings; DECISIONS, AI): the built-in AI
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
  const { control, register, handleSubmit, setValue, setError, reset, formState, clearErrors } = form;
  const [useBuiltin, provider, removeKey] = useWatch({
    control,
    name: ['useBuiltin', 'provider', 'removeKey'],
  });

  // What the server holds changed (saved here, or loaded again): start from it.
  useEffect(() => {
    reset(toFormValues(settings, options));
  }, [settings, options, reset]);

  const option = providerOption(options, provider);
  const custom = provider === 'custom';
  const savedOption = providerOption(options, settings.provider);
  const keySaved = keepsSavedKey({ ...form.getValues(), provider, removeKey }, settings);
  const keyOfOtherProvider = settings.hasApiKey && settings.provider !== provider;
  const keyPage = KEY_PAGES[provider];

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
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate aria-label="AI Provider Configuration">
          <Stack gap="6">
            <Box
              borderWidth="1px"
              borderColor={useBuiltin ? 'brand.border' : 'border.muted'}
              bg={useBuiltin ? 'brand.subtle' : 'bg.subtle'}
              borderRadius="xl"
              p={{ base: '4', md: '5' }}
              transition="background 0.15s, border-color 0.15s"
            >
              <Controller
                control={control}
                name="useBuiltin"
                render={({ field }) => (
                  <Switch.Root
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(e) => {
                      field.onChange(e.checked);
                      clearErrors();
                    }}
                    colorPalette="brand"
                    size="lg"
                    display="flex"
                    justifyContent="space-between"
                    gap="4"
                    width="full"
                  >
                    <Switch.Label fontWeight="semibold" fontSize="md" flex="1">
                      {options.builtin.label || 'Use built-in AI (no API key needed)'}
                    </Switch.Label>
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control flexShrink={0}>
                      <Switch.Thumb />
                    </Switch.Control>
                  </Switch.Root>
                )}
              />
              <BuiltinExplainer options={options} active={useBuiltin} />
            </Box>

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
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <FormField label="AI Provider">
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        name="provider"
                        value={provider}
                        onChange={(e) => onProviderChange(e.currentTarget.value as AiProvider)}
                      >
                        {options.providers.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {custom || !option?.models.length ? (
                    <FormField
                      label="Model"
                      error={formState.errors.model?.message}
                      helperText="The model name your endpoint expects. Leave blank for its default."
                    >
                      <Input
                        {...register('model')}
                        placeholder="e.g. llama3.1:8b"
                        maxLength={200}
                        autoComplete="off"
                        spellCheck={false}
                      />
                    </FormField>
                  ) : (
                    <FormField label="Model" error={formState.errors.model?.message}>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('model')}>
                          {option.models.map((m) => (
                            <option key={m} value={m}>
                              {m}
                              {m === option.defaultModel ? ' (default)' : ''}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  )}
                </SimpleGrid>

                {custom ? (
                  <FormField
                    label="API URL"
                    error={formState.errors.customApiUrl?.message}
                    helperText="The base URL of an OpenAI-compatible endpoint, e.g. https://llm.example.com/v1"
                  >
                    <InputWithIcon icon={<LuServer />}>
                      <Input
                        {...register('customApiUrl')}
                        type="url"
                        inputMode="url"
                        placeholder="https://llm.example.com/v1"
                        maxLength={MAX_URL_LENGTH}
                        autoComplete="off"
                        spellCheck={false}
                        ps="10"
                      />
                    </InputWithIcon>
                  </FormField>
                ) : null}
                {custom && urlWarning ? (
                  <Alert.Root status="warning" variant="subtle" borderRadius="lg" data-testid="url-warning">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Saved with a warning</Alert.Title>
                      <Alert.Description>{urlWarning}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}

                <Stack gap="2">
                  <FormField
                    label={custom ? 'API Key (optional)' : 'API Key'}
                    error={formState.errors.apiKey?.message}
                    helperText={
                      <>
                        <Icon as={LuLock} boxSize="3" me="1" verticalAlign="-1px" />
                        Your key will be encrypted before it is stored, and is never shown again.
                        {keySaved ? ' Leave the field blank to keep the saved key.' : ''}
                        {custom && !keySaved ? ' Local servers often need none.' : ''}
                      </>
                    }
                  >
                    <PasswordInput
                      {...register('apiKey')}
                      placeholder={keySaved ? '••••••••••••  (saved key kept)' : custom ? 'Optional' : 'sk-…'}
                      maxLength={MAX_KEY_LENGTH}
                      autoComplete="new-password"
                      spellCheck={false}
                      data-1p-ignore=""
                      data-lpignore="true"
                    />
                  </FormField>
                  {settings.hasApiKey && !keyOfOtherProvider ? (
                    <SavedKeyRow
                      removing={removeKey}
                      onRemove={() => setValue('removeKey', true, { shouldDirty: true })}
                      onUndo={() => setValue('removeKey', false, { shouldDirty: true })}
                    />
                  ) : null}
                  {keyOfOtherProvider ? (
                    <Text fontSize="sm" color="fg.muted" data-testid="key-dropped-note">
                      Your saved {savedOption?.label ?? settings.provider} key is removed when you save with{' '}
                      {option?.label ?? provider}: a key is only ever sent to the provider it was entered for.
                    </Text>
                  ) : null}
                  {keyPage ? (
                    <Text fontSize="sm" color="fg.muted">
                      Get a key at{' '}
                      <Link
                        href={keyPage.href}
                        target="_blank"
                        rel="noreferrer"
                        colorPalette="brand"
                        color="brand.fg"
                      >
                        {keyPage.label} <LuExternalLink aria-hidden="true" />
                      </Link>
                    </Text>
                  ) : null}
                </Stack>
              </Stack>
            ) : null}
          </Stack>
        </form>
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

function InputWithIcon({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box position="relative" width="full">
      <Icon
        position="absolute"
        left="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        boxSize="4"
        zIndex="1"
        pointerEvents="none"
      >
        {icon}
      </Icon>
      {children}
    </Box>
  );
}

function SavedKeyRow({
  removing,
  onRemove,
  onUndo,
}: {
  removing: boolean;
  onRemove: () => void;
  onUndo: () => void;
}) {
  return (
    <HStack
      justify="space-between"
      gap="3"
      borderWidth="1px"
      borderColor={removing ? 'orange.300' : 'border.muted'}
      bg={removing ? 'orange.subtle' : 'bg.panel'}
      borderRadius="lg"
      px="3"
      py="2"
      wrap="wrap"
      aria-live="polite"
    >
      <HStack gap="2" fontSize="sm">
        <Icon color={removing ? 'orange.fg' : 'green.600'} boxSize="4">
          <LuKeyRound />
        </Icon>
        <Text>{removing ? 'The saved key will be removed when you save.' : 'A key is saved'}</Text>
      </HStack>
      {removing ? (
        <Button size="xs" variant="ghost" onClick={onUndo}>
          <LuUndo2 /> Keep key
        </Button>
      ) : (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
          Remove saved key
        </Button>
      )}
    </HStack>
  );
}
