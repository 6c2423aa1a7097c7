import { COMPLIANCE_NOTICE, complianceRegimeOf, type Playbook } from '@icp-studio/contracts';
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { playbookFindings, type CopyFinding } from '../../lib/compliance';
import { SectionCard } from './section-card';

/** The sentence around a finding, the phrase marked (long texts are cut to about 80 characters each side). */
function Excerpt({ finding }: { finding: CopyFinding }) {
  const { text, start, end } = finding;
  const from = Math.max(0, start - 80);
  const to = Math.min(text.length, end + 80);
  return (
    <Text fontSize="sm" color="fg.muted">
      {from > 0 ? '…' : ''}
      {text.slice(from, start)}
      <Box as="mark" bg="orange.subtle" color="fg" px="0.5" borderRadius="sm">
        {text.slice(start, end)}
      </Box>
      {text.slice(end, to)}
      {to < text.length ? '…' : ''}
    </Text>
  );
}

/**
 * The compliance check of the playbook's copy against the advertising rules of its profile's trade
 * (docs/compliance.md): each finding marks the phrase, names the rule and its source, and offers a
 * compliant wording. Nothing for a trade without rules (or a profile without a trade).
 */
export function CompliancePanel({
  playbook,
  profession,
}: {
  playbook: Playbook;
  profession: string | null | undefined;
}) {
  const regime = complianceRegimeOf(profession);
  if (!regime) return null;
  const findings = playbookFindings(playbook, profession);
  return (
    <SectionCard
      title="Compliance check"
      icon={<LuShieldCheck />}
      aside={
        <Badge colorPalette={findings.length ? 'orange' : 'green'} variant="subtle">
          {findings.length ? `${findings.length} to review` : 'No findings'}
        </Badge>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {regime.label}
        </Text>
        {findings.length === 0 ? (
          <Text>No phrase in the playbook&apos;s copy breaks these rules.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Compliance findings">
            {findings.map((f) => (
              <Box
                as="li"
                key={`${f.label}-${f.ruleId}-${f.start}-${f.text.length}`}
                borderLeftWidth="3px"
                borderColor="orange.solid"
                ps="3"
              >
                <Text fontWeight="semibold">
                  {f.label}: “{f.phrase}”
                </Text>
                <Excerpt finding={f} />
                <Text fontSize="sm" mt="1">
                  {f.title}. {f.why}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Rule: {f.source}
                </Text>
                <Text fontSize="sm" mt="1">
                  Instead: {f.rewording}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted">
          {COMPLIANCE_NOTICE}
        </Text>
      </Stack>
    </SectionCard>
  );
}
