import type {
  AiConnectionTestRequest,
  AiProvider,
  AiSettings,
  AiSettingsOptions,
  AiSettingsRequest,
} from '@icp-studio/contracts';

/** The settings form as the screen holds it. */
export interface AiSettingsFormValues {
  useBuiltin: boolean;
  provider: AiProvider;
  /** A model from the provider's list; free text for a custom endpoint ('' = its default). */
  model: string;
  customApiUrl: string;
  /** A new key to store; '' keeps the saved one. Never filled from the server. */
  apiKey: string;
  /** 'Remove saved key' was chosen: the save sends `customApiKey: null`. */
  removeKey: boolean;
}

export type AiSettingsFieldErrors = Partial<Record<'model' | 'customApiUrl' | 'apiKey', string>>;

export const INVALID_URL = 'Please enter a valid URL';
export const URL_REQUIRED = 'Enter the API URL of your OpenAI-compatible endpoint';
export const keyRequired = (label: string) => `Enter your ${label} API key`;
export const MAX_KEY_LENGTH = 500;
export const MAX_URL_LENGTH = 2000;

export type ProviderOption = AiSettingsOptions['providers'][number];

export function providerOption(options: AiSettingsOptions, id: AiProvider): ProviderOption | undefined {
  return options.providers.find((p) => p.id === id);
}

/** The model the form shows for a provider: the saved one when offered, else the provider's default. */
export function modelFor(option: ProviderOption | undefined, current: string | null | undefined): string {
  if (!option) return current ?? '';
  if (option.id === 'custom' || option.models.length === 0) return current ?? '';
  return current && option.models.includes(current)
    ? current
    : (option.defaultModel ?? option.models[0] ?? '');
}

export function toFormValues(settings: AiSettings, options: AiSettingsOptions): AiSettingsFormValues {
  return {
    useBuiltin: settings.useReplitAI,
    provider: settings.provider,
    model: modelFor(providerOption(options, settings.provider), settings.model),
    customApiUrl: settings.customApiUrl ?? '',
    apiKey: '',
    removeKey: false,
  };
}

/** An http(s) address a server can be called at (what "a valid URL" means for an API endpoint). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Whether a stored key will still apply after this save (same provider, not being removed). */
export function keepsSavedKey(values: AiSettingsFormValues, saved: AiSettings): boolean {
  return saved.hasApiKey && saved.provider === values.provider && !values.removeKey;
}

/**
 * The form's rules (docs/product.md §5, and what the server needs to call the provider). With built-in AI
 * on nothing else is checked: the provider fields are not used. Otherwise a custom endpoint needs a
 * valid URL, and OpenAI, Anthropic and Gemini need a key (a new one, or the one saved for them).
 */
export function validateAiSettings(
  values: AiSettingsFormValues,
  saved: AiSettings,
  options: AiSettingsOptions,
): AiSettingsFieldErrors {
  const errors: AiSettingsFieldErrors = {};
  if (values.useBuiltin) return errors;
  const option = providerOption(options, values.provider);
  const url = values.customApiUrl.trim();
  if (values.provider === 'custom') {
    if (!url) errors.customApiUrl = URL_REQUIRED;
    else if (url.length > MAX_URL_LENGTH || !isHttpUrl(url)) errors.customApiUrl = INVALID_URL;
  } else if (option && option.models.length && !option.models.includes(values.model)) {
    errors.model = `Choose one of the ${option.label} models`;
  }
  const key = values.apiKey.trim();
  if (key.length > MAX_KEY_LENGTH) errors.apiKey = `The API key must be at most ${MAX_KEY_LENGTH} characters`;
  else if (
    (option?.requiresApiKey ?? values.provider !== 'custom') &&
    !key &&
    !keepsSavedKey(values, saved)
  ) {
    errors.apiKey = keyRequired(option?.label ?? 'provider');
  }
  return errors;
}

/**
 * The PUT body. Built-in AI on: only the switch changes; the saved provider, model and URL stay as
 * they were (so turning it off again restores them) and the key is kept. Off: the chosen provider;
 * the URL only for a custom endpoint; the key replaced when one was typed, removed when asked, else
 * kept (omitted).
 */
export function toSettingsRequest(values: AiSettingsFormValues, saved: AiSettings): AiSettingsRequest {
  if (values.useBuiltin) {
    return {
      useReplitAI: true,
      provider: saved.provider,
      model: saved.model,
      customApiUrl: saved.customApiUrl,
    };
  }
  const custom = values.provider === 'custom';
  const key = values.apiKey.trim();
  return {
    useReplitAI: false,
    provider: values.provider,
    model: values.model.trim() || null,
    customApiUrl: custom ? values.customApiUrl.trim() : null,
    ...(key ? { customApiKey: key } : values.removeKey ? { customApiKey: null } : {}),
  };
}

/** Who answers the user's AI requests with these (saved) settings, in a few words. */
export function describeActiveProvider(settings: AiSettings, options: AiSettingsOptions): string {
  if (settings.useReplitAI) return describeBuiltin(options);
  const option = providerOption(options, settings.provider);
  const label = option?.label ?? settings.provider;
  const model = settings.model ?? option?.defaultModel;
  return model && model !== 'default' ? `${label} · ${model}` : label;
}

/** What "built-in AI" is on this installation. */
export function describeBuiltin(options: AiSettingsOptions): string {
  const { builtin } = options;
  if (builtin.provider === 'builtin') return 'Built-in AI engine';
  const label =
    options.providers.find((p) => p.id === builtin.provider)?.label ??
    builtin.provider.charAt(0).toUpperCase() + builtin.provider.slice(1);
  return builtin.model ? `Built-in AI · ${label} (${builtin.model})` : `Built-in AI · ${label}`;
}

/**
 * The body of "Test connection": the provider and key as entered (a blank key: the saved one, which the
 * server uses only for the saved provider and URL), and the URL of a custom endpoint.
 */
export function toConnectionTestRequest(
  values: AiSettingsFormValues,
  saved: AiSettings,
): AiConnectionTestRequest {
  const custom = values.provider === 'custom';
  const key = values.apiKey.trim();
  return {
    provider: values.provider,
    customApiUrl: custom
      ? values.customApiUrl.trim() || null
      : values.provider === saved.provider
        ? saved.customApiUrl
        : null,
    ...(key ? { customApiKey: key } : {}),
  };
}
