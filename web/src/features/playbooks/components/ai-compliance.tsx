import { COMPLIANCE_NOTICE, type AiComplianceFinding } from '@icp-studio/contracts';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuShieldAlert } from 'react-icons/lu';

/** The findings of one shown string: those of its place (`keyMessages`, `0.objective`) whose phrase it holds. */
export function findingsIn(
  text: string,
  where: (path: string) => boolean,
  compliance: readonly AiComplianceFinding[] | undefined,
): AiComplianceFinding[] {
  return (compliance ?? []).filter((f) => where(f.path) && text.includes(f.phrase));
}

/** `text` with the phrases of its findings marked (the first place each occurs). */
export function MarkedText({ text, findings }: { text: string; findings: readonly AiComplianceFinding[] }) {
  const spans = findings
    .map((f) => ({ start: text.indexOf(f.phrase), end: text.indexOf(f.phrase) + f.phrase.length }))
    .filter((s) => s.start >= 0)
    .sort((a, b) => a.start - b.start)
    .filter((s, i, all) => i === 0 || s.start >= all[i - 1]!.end);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const s of spans) {
    parts.push(text.slice(at, s.start));
    parts.push(
      <Box as="mark" key={s.start} bg="orange.subtle" color="fg" px="0.5" borderRadius="sm">
        {text.slice(s.start, s.end)}
      </Box>,
    );
    at = s.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * Under a marked suggestion: each finding's rule, source and compliant wording; `placeOf` names where its
 * string is when the list covers several ("Objection 2, answer: …").
 */
export function FindingNotes({
  findings,
  placeOf,
}: {
  findings: readonly AiComplianceFinding[];
  placeOf?: (path: string) => string;
}) {
  if (!findings.length) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="1" mt="1" ps="0">
      {findings.map((f) => (
        <Box
          as="li"
          key={`${f.path}-${f.ruleId}-${f.start}`}
          fontSize="xs"
          borderLeftWidth="2px"
          borderColor="orange.solid"
          ps="2"
        >
          <Text color="fg">
            {placeOf ? `${placeOf(f.path)}: ` : ''}“{f.phrase}”: {f.title} ({f.source}).
          </Text>
          <Text color="fg.muted">Instead: {f.rewording}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * At the top of an AI suggestion of a regulated trade with findings (docs/compliance.md): how many
 * phrases the compliance check marked before the suggestion was shown, and that this is guidance.
 */
export function SuggestionComplianceSummary({
  compliance,
}: {
  compliance: readonly AiComplianceFinding[] | undefined;
}) {
  const n = compliance?.length ?? 0;
  if (!n) return null;
  return (
    <HStack align="start" gap="2" p="2.5" borderRadius="md" bg="orange.subtle" color="fg" fontSize="xs">
      <Box as="span" mt="0.5" color="orange.fg" aria-hidden>
        <LuShieldAlert />
      </Box>
      <Text>
        <strong>Compliance check: {n === 1 ? '1 phrase' : `${n} phrases`} marked below</strong> may break your
        trade&apos;s advertising rules; review the wording before you apply it. {COMPLIANCE_NOTICE}
      </Text>
    </HStack>
  );
}
