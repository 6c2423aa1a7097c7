import type { AiComplianceFinding, Messaging } from '@icp-studio/contracts';
import { List, Stack, Text } from '@chakra-ui/react';
import { AiAssistCallout } from '@/components/ai/ai-assist-callout';
import { FindingNotes, findingsIn, MarkedText, SuggestionComplianceSummary } from './ai-compliance';
import { AiSuggestionCard } from './ai-suggestion-card';

/** Toasts the AI issue shows when the call behind this panel fails (docs/product.md §8). */
export const GENERATE_MESSAGING_FAILED = 'Failed to generate messaging';

/**
 * What `POST /api/ai/generate-messaging` suggests (every part optional: models leave things out), and
 * the compliance findings of its copy for a regulated trade (docs/compliance.md).
 */
export type MessagingSuggestions = Partial<Messaging> & { compliance?: AiComplianceFinding[] };

export interface AiMessagingPanelProps {
  /** Nothing to show until the AI call answers: the panel then renders nothing. */
  suggestions: MessagingSuggestions | null | undefined;
  /** Fills the form with the suggestions; the wizard then shows 'Applied' and clears the panel. */
  onApply: (suggestions: MessagingSuggestions) => void;
  onDismiss?: () => void;
  /** Asks the AI (`POST /api/ai/generate-messaging`); with it, the panel offers 'Generate messaging'. */
  onGenerate?: () => void;
  /** The AI is working: a progress state. */
  generating?: boolean;
  /** Why the AI cannot be asked yet (no profile loaded); disables the button. */
  unavailableReason?: string | null;
}

/**
 * Step 2's AI messaging panel: 'Generate messaging' (with a progress state while the AI works), then
 * the suggested value proposition, key messages and messaging pillars with Apply.
 */
export function AiMessagingPanel({
  suggestions,
  onApply,
  onDismiss,
  onGenerate,
  generating = false,
  unavailableReason,
}: AiMessagingPanelProps) {
  if (!suggestions) {
    if (!onGenerate) return null;
    return (
      <AiAssistCallout
        title="AI messaging assistant"
        description="Draft a value proposition, key messages and messaging pillars from your client profile. You review them before anything is added."
        actionLabel="Generate messaging"
        onAction={onGenerate}
        loading={generating}
        loadingLabel="Writing your messaging..."
        disabledReason={unavailableReason}
      />
    );
  }
  const { valueProposition, keyMessages = [], messagingPillars = [], compliance } = suggestions;
  const inField = (field: string) => (path: string) => path.split('.')[0] === field;
  const pillarFindings = messagingPillars.flatMap((p) =>
    findingsIn(p, inField('messagingPillars'), compliance),
  );
  const marked = (text: string, field: string) => {
    const findings = findingsIn(text, inField(field), compliance);
    return {
      text: <MarkedText text={text} findings={findings} />,
      notes: <FindingNotes findings={findings} />,
    };
  };
  return (
    <AiSuggestionCard
      title="AI messaging suggestions"
      onApply={() => onApply(suggestions)}
      onDismiss={onDismiss}
    >
      <SuggestionComplianceSummary compliance={compliance} />
      {valueProposition ? (
        <Stack gap="1">
          <Text fontWeight="medium">
            Value proposition{' '}
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="xs">
              (goes to Strategy &amp; Goals)
            </Text>
          </Text>
          <Text color="fg.muted">{marked(valueProposition, 'valueProposition').text}</Text>
          {marked(valueProposition, 'valueProposition').notes}
        </Stack>
      ) : null}
      {keyMessages.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Key messages</Text>
          <List.Root ps="5" color="fg.muted" gap="1">
            {keyMessages.map((m) => {
              const { text, notes } = marked(m, 'keyMessages');
              return (
                <List.Item key={m}>
                  {text}
                  {notes}
                </List.Item>
              );
            })}
          </List.Root>
        </Stack>
      ) : null}
      {messagingPillars.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Messaging pillars</Text>
          <Text color="fg.muted">
            {pillarFindings.length
              ? messagingPillars.map((p, i) => (
                  <span key={`${i}-${p}`}>
                    {i ? ' · ' : null}
                    {marked(p, 'messagingPillars').text}
                  </span>
                ))
              : messagingPillars.join(' · ')}
          </Text>
          <FindingNotes findings={pillarFindings} />
        </Stack>
      ) : null}
    </AiSuggestionCard>
  );
}
