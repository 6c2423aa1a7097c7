import type { AiComplianceFinding, Json } from '@icp-studio/contracts';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { AiAssistCallout } from '@/components/ai/ai-assist-callout';
import { FindingNotes, findingsIn, MarkedText, SuggestionComplianceSummary } from './ai-compliance';
import { AiSuggestionCard } from './ai-suggestion-card';

/** Toast the AI issue shows when the call behind this panel fails (docs/product.md §8). */
export const GENERATE_CAMPAIGNS_FAILED = 'Failed to generate campaigns';

export type CampaignIdea =
  string | ({ name?: string; objective?: string; timeline?: string } & { [key: string]: Json | undefined });

export interface AiCampaignsPanelProps {
  /** What `POST /api/ai/suggest-campaigns` suggests; nothing renders until there is something. */
  suggestions: CampaignIdea[] | null | undefined;
  /** Fills the Campaigns field; the wizard then shows 'Applied' and clears the panel. */
  onApply: (suggestions: CampaignIdea[]) => void;
  onDismiss?: () => void;
  /** Asks the AI (`POST /api/ai/suggest-campaigns`); with it, the panel offers 'Suggest campaigns'. */
  onGenerate?: () => void;
  /** The AI is working: a progress state. */
  generating?: boolean;
  /** The channels chosen on step 3, which the ideas will use. */
  channels?: readonly string[];
  /** Why the AI cannot be asked yet (no profile loaded); disables the button. */
  unavailableReason?: string | null;
  /** The compliance findings of the ideas for a regulated trade, `path` `<idea>.<field>` (docs/compliance.md). */
  compliance?: readonly AiComplianceFinding[];
}

/** A finding's path is this idea's field. */
const at = (index: number, field: string) => (path: string) => path === `${index}.${field}`;

function channelList(channels: readonly string[]): string {
  const shown = channels.slice(0, 4).join(', ');
  return channels.length > 4 ? `${shown} and ${channels.length - 4} more` : shown;
}

/**
 * Step 4's AI campaigns panel: 'Suggest campaigns' for the channels of step 3 (with a progress state
 * while the AI works), then the ideas with their objective and timeline, and Apply.
 */
export function AiCampaignsPanel({
  suggestions,
  onApply,
  onDismiss,
  onGenerate,
  generating = false,
  channels = [],
  unavailableReason,
  compliance,
}: AiCampaignsPanelProps) {
  if (!suggestions || suggestions.length === 0) {
    if (!onGenerate) return null;
    return (
      <AiAssistCallout
        title="AI campaign ideas"
        description={
          channels.length
            ? `Campaign ideas for your profile on ${channelList(channels)}, each with an objective and a timeline.`
            : 'Campaign ideas for your profile, each with an objective and a timeline. Add channels on step 3 for ideas that use them.'
        }
        actionLabel="Suggest campaigns"
        onAction={onGenerate}
        loading={generating}
        loadingLabel="Planning campaigns..."
        disabledReason={unavailableReason}
      />
    );
  }
  return (
    <AiSuggestionCard title="AI campaign ideas" onApply={() => onApply(suggestions)} onDismiss={onDismiss}>
      <SuggestionComplianceSummary compliance={compliance} />
      {suggestions.map((idea, index) =>
        typeof idea === 'string' ? (
          <Text key={index} color="fg.muted">
            {idea}
          </Text>
        ) : (
          <Stack key={index} gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">
                {idea.name ? (
                  <MarkedText
                    text={idea.name}
                    findings={findingsIn(idea.name, at(index, 'name'), compliance)}
                  />
                ) : (
                  `Campaign ${index + 1}`
                )}
              </Text>
              {idea.timeline ? (
                <Badge size="sm" variant="outline">
                  {idea.timeline}
                </Badge>
              ) : null}
              {typeof idea.channel === 'string' && idea.channel ? (
                <Badge size="sm" variant="subtle" colorPalette="accent">
                  {idea.channel}
                </Badge>
              ) : null}
            </HStack>
            {idea.objective ? (
              <Text color="fg.muted">
                <MarkedText
                  text={idea.objective}
                  findings={findingsIn(idea.objective, at(index, 'objective'), compliance)}
                />
              </Text>
            ) : null}
            <FindingNotes
              findings={(compliance ?? []).filter((f) => f.path.split('.')[0] === String(index))}
            />
          </Stack>
        ),
      )}
    </AiSuggestionCard>
  );
}

/** The Campaigns field's text for applied ideas: JSON of campaign objects (names become `{name}`). */
export function campaignIdeasToText(ideas: CampaignIdea[]): string {
  const objects = ideas.map((idea) => (typeof idea === 'string' ? { name: idea } : idea));
  return JSON.stringify(objects, null, 2);
}
