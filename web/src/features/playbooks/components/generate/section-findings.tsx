import { COMPLIANCE_NOTICE, type PathedComplianceFinding } from '@icp-studio/contracts';
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { FindingNotes } from '../ai-compliance';

const STAGE_WORDS: Record<string, string> = {
  awareness: 'Awareness',
  consideration: 'Consideration',
  decision: 'Decision',
  retention: 'Retention',
};

/**
 * Where a finding's string sits in the generated sections, as the review shows it (`objections.1.answer`
 * -> "Objection 2, answer"); a path it does not know is shown as it is.
 */
export function placeOf(path: string): string {
  const [section, a, b] = path.split('.');
  const nth = (i: string | undefined) => Number(i) + 1;
  switch (section) {
    case 'positioning':
      if (a === 'pillars') return `Pillar ${nth(b)}`;
      return a === 'valueProposition' ? 'Value proposition' : 'Positioning';
    case 'messages':
      return `${STAGE_WORDS[a ?? ''] ?? a} message ${nth(b)}`;
    case 'objections':
      return `Objection ${nth(a)}${b === 'answer' ? ', answer' : ''}`;
    case 'channels':
      return `Channel ${nth(a)}`;
    case 'roadmap':
      return a === 'campaigns' ? `Campaign ${nth(b)}` : 'Roadmap';
    case 'kpis':
      return `KPI ${nth(a)}`;
    case 'budget':
      return a === 'lines' ? `Budget line ${nth(b)}` : 'Budget';
    default:
      return path;
  }
}

/**
 * A generated section's phrases that break the trade's advertising rules (docs/compliance.md): each with
 * where it is, the rule, its source and the compliant wording. The copy stays as written, marked here
 * until the user edits or removes it; the check runs again on every change.
 */
export function SectionFindings({ findings }: { findings: readonly PathedComplianceFinding[] }) {
  if (!findings.length) return null;
  const count = findings.length === 1 ? '1 phrase' : `${findings.length} phrases`;
  return (
    <Box
      role="note"
      aria-label="Compliance findings"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="md"
      px="3"
      py="2"
      mb="3"
      data-testid="section-findings"
    >
      <HStack gap="2" mb="1">
        <Icon as={LuShieldAlert} color="orange.fg" boxSize="4" />
        <Text fontSize="sm" fontWeight="semibold">
          {count} to review before this goes out
        </Text>
      </HStack>
      <FindingNotes findings={findings} placeOf={placeOf} />
      <Text fontSize="xs" color="fg.muted" mt="1">
        {COMPLIANCE_NOTICE}
      </Text>
    </Box>
  );
}
