import type { AiProvider, AiSettings, AiSettingsOptions } from '@icp-studio/contracts';
import {
  Alert,
  Box,
  Button,
  Code,
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
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { LuExternalLink, LuKeyRound, LuLock, LuServer, LuUndo2 } from 'react-icons/lu';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import {
  keepsSavedKey,
  MAX_KEY_LENGTH,
  MAX_URL_LENGTH,
  providerOption,
  type AiSettingsFormValues,
} from '../lib/ai-settings-form';
import { BuiltinExplainer } from './builtin-explainer';

/** Where each provider hands out API keys (shown under the key field). */
const KEY_PAGES: Partial<Record<AiProvider, { label: string; href: string }>> = {
  openai: { label: 'platform.openai.com', href: 'https://platform.openai.com/api-keys' },
  anthropic: { label: 'console.anthropic.com', href: 'https://console.anthropic.com/settings/keys' },
  gemini: { label: 'aistudio.google.com', href: 'https://aistudio.google.com/apikey' },
};

/** The built-in AI switch, on by default, and what it means. */
export function BuiltinAiSection({ options }: { options: AiSettingsOptions }) {
  const { control, clearErrors } = useFormContext<AiSettingsFormValues>();
  const useBuiltin = useWatch({ control, name: 'useBuiltin' });
  return (
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
  );
}

/** The provider, its model, and a custom endpoint's URL (with the last save's warning about it). */
export function ProviderSection({
  options,
  urlWarning,
  onProviderChange,
}: {
  options: AiSettingsOptions;
  urlWarning: string | null;
  onProviderChange: (next: AiProvider) => void;
}) {
  const { control, register } = useFormContext<AiSettingsFormValues>();
  const { errors } = useFormState({ control });
  const provider = useWatch({ control, name: 'provider' });
  const option = providerOption(options, provider);
  const custom = provider === 'custom';
  return (
    <>
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
            error={errors.model?.message}
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
          <FormField label="Model" error={errors.model?.message}>
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
          error={errors.customApiUrl?.message}
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
      {custom && options.allowPrivateUrls === false ? <PrivateUrlsNote /> : null}
      {custom && urlWarning ? (
        <Alert.Root status="warning" variant="subtle" borderRadius="lg" data-testid="url-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Saved with a warning</Alert.Title>
            <Alert.Description>{urlWarning}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </>
  );
}

/**
 * The write-only API key: the field starts blank and says when one is saved (a blank field keeps it);
 * the saved key can be removed; a link says where to get one.
 */
export function ApiKeySection({ settings, options }: { settings: AiSettings; options: AiSettingsOptions }) {
  const { control, register, setValue, getValues } = useFormContext<AiSettingsFormValues>();
  const { errors } = useFormState({ control });
  const [provider, removeKey] = useWatch({ control, name: ['provider', 'removeKey'] });
  const option = providerOption(options, provider);
  const custom = provider === 'custom';
  const savedOption = providerOption(options, settings.provider);
  const keySaved = keepsSavedKey({ ...getValues(), provider, removeKey }, settings);
  const keyOfOtherProvider = settings.hasApiKey && settings.provider !== provider;
  const keyPage = KEY_PAGES[provider];
  return (
    <Stack gap="2">
      <FormField
        label={custom ? 'API Key (optional)' : 'API Key'}
        error={errors.apiKey?.message}
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
          <Link href={keyPage.href} target="_blank" rel="noreferrer" colorPalette="brand" color="brand.fg">
            {keyPage.label} <LuExternalLink aria-hidden="true" />
          </Link>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Said next to a custom endpoint's URL when the installation refuses private addresses
 * (AI_ALLOW_PRIVATE_URLS off, docs/product.md §10): who decides, and how it is allowed.
 */
function PrivateUrlsNote() {
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="lg" data-testid="private-urls-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Local servers are not allowed on this installation</Alert.Title>
        <Alert.Description>
          An API URL on this computer or a private network (localhost, 127.0.0.1, 10.x, 192.168.x, such as an
          Ollama or LM Studio server) is refused. The installation&apos;s operator decides this: they can
          allow it by setting <Code>AI_ALLOW_PRIVATE_URLS=true</Code> for the AI service. A server with a
          public address works as it is.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function InputWithIcon({ icon, children }: { icon: ReactNode; children: ReactNode }) {
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
