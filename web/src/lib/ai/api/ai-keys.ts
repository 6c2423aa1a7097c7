/**
 * Query and mutation keys of the AI feature. `settings()` is the caller's own AI settings,
 * `options()` what the settings screen offers (providers, models, the built-in AI). The suggestion
 * calls are mutations (they cost a model call each): their keys let a screen ask `useIsMutating`.
 */
export const aiKeys = {
  all: ['ai'] as const,
  settings: () => [...aiKeys.all, 'settings'] as const,
  options: () => [...aiKeys.all, 'options'] as const,
  suggestions: () => [...aiKeys.all, 'suggest'] as const,
  suggestion: (kind: AiSuggestionKind) => [...aiKeys.suggestions(), kind] as const,
};

export type AiSuggestionKind = 'demographics' | 'painPoints' | 'channels' | 'messaging' | 'campaigns';
