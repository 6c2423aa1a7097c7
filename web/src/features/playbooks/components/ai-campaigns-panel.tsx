import type { Json } from '@icp-studio/contracts';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { AiSuggestionCard } from './ai-suggestion-card';

/** Toast the AI issue shows when the call behind this panel fails (spec section 8). */
export const GENERATE_CAMPAIGNS_FAILED = 'Failed to generate campaigns';

export type CampaignIdea =
  string | ({ name?: string; objective?: string; timeline?: string } & { [key: string]: Json | undefined });

export interface AiCampaignsPanelProps {
  /** What `POST /api/ai/suggest-campaigns` suggests; nothing renders until there is something. */
  suggestions: CampaignIdea[] | null | undefined;
  /** Fills the Campaigns field; the wizard then shows 'Applied' and clears the panel. */
  onApply: (suggestions: CampaignIdea[]) => void;
  onDismiss?: () => void;
}

/** Step 4's slot for AI campaign ideas. */
export function AiCampaignsPanel({ suggestions, onApply, onDismiss }: AiCampaignsPanelProps) {
  if (!suggestions || suggestions.length === 0) return null;
  return (
    <AiSuggestionCard title="AI campaign ideas" onApply={() => onApply(suggestions)} onDismiss={onDismiss}>
      {suggestions.map((idea, index) =>
        typeof idea === 'string' ? (
          <Text key={index} color="fg.muted">
            {idea}
          </Text>
        ) : (
          <Stack key={index} gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{idea.name || `Campaign ${index + 1}`}</Text>
              {idea.timeline ? (
                <Badge size="sm" variant="outline">
                  {idea.timeline}
                </Badge>
              ) : null}
            </HStack>
            {idea.objective ? <Text color="fg.muted">{idea.objective}</Text> : null}
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
