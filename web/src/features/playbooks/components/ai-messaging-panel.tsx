import type { Messaging } from '@icp-studio/contracts';
import { List, Stack, Text } from '@chakra-ui/react';
import { AiSuggestionCard } from './ai-suggestion-card';

/** Toasts the AI issue shows when the call behind this panel fails (spec section 8). */
export const GENERATE_MESSAGING_FAILED = 'Failed to generate messaging';

/** What `POST /api/ai/generate-messaging` suggests (every part optional: models leave things out). */
export type MessagingSuggestions = Partial<Messaging>;

export interface AiMessagingPanelProps {
  /** Nothing to show until the AI call answers: the panel then renders nothing. */
  suggestions: MessagingSuggestions | null | undefined;
  /** Fills the form with the suggestions; the wizard then shows 'Applied' and clears the panel. */
  onApply: (suggestions: MessagingSuggestions) => void;
  onDismiss?: () => void;
}

/** Step 2's slot for AI messaging suggestions (value proposition, key messages, messaging pillars). */
export function AiMessagingPanel({ suggestions, onApply, onDismiss }: AiMessagingPanelProps) {
  if (!suggestions) return null;
  const { valueProposition, keyMessages = [], messagingPillars = [] } = suggestions;
  return (
    <AiSuggestionCard
      title="AI messaging suggestions"
      onApply={() => onApply(suggestions)}
      onDismiss={onDismiss}
    >
      {valueProposition ? (
        <Stack gap="1">
          <Text fontWeight="medium">Value proposition</Text>
          <Text color="fg.muted">{valueProposition}</Text>
        </Stack>
      ) : null}
      {keyMessages.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Key messages</Text>
          <List.Root ps="5" color="fg.muted" gap="1">
            {keyMessages.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      {messagingPillars.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Messaging pillars</Text>
          <Text color="fg.muted">{messagingPillars.join(' · ')}</Text>
        </Stack>
      ) : null}
    </AiSuggestionCard>
  );
}
