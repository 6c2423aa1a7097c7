import { COMPLIANCE_NOTICE, complianceRegimeOf, type PathedComplianceFinding } from '@icp-studio/contracts';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LuShieldCheck } from 'react-icons/lu';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { applyReplacement, fieldFindings } from '../../lib/compliance';
import type { PlaybookFormValues } from '../../lib/playbook-form';

/** The wizard waits this long after the last keystroke before checking a field again. */
export const COMPLIANCE_DEBOUNCE_MS = 400;

/** The fields of the wizard the compliance check reads (the copy the playbook page checks). */
export type CheckedField =
  'valueProposition' | 'positioning' | 'keyMessages' | 'messagingPillars' | 'contentStrategy' | 'campaigns';

/** The trade of the wizard's profile, whose advertising rules the fields are checked against. */
const ProfessionContext = createContext<string | null | undefined>(undefined);

export function WizardComplianceProvider({
  profession,
  children,
}: {
  profession: string | null | undefined;
  children: ReactNode;
}) {
  return <ProfessionContext.Provider value={profession}>{children}</ProfessionContext.Provider>;
}

/** The item of a list field a finding is in ("Key messages, entry 2"); the field itself otherwise. */
function where(label: string, f: PathedComplianceFinding): string | null {
  const [head] = f.path.split('.');
  return head && /^\d+$/.test(head) ? `${label}, entry ${Number(head) + 1}` : null;
}

/**
 * Under a checked field of the wizard (docs/compliance.md, "In the wizard"): the phrases of what the user
 * typed that break the advertising rules of the profile's trade, checked in the browser a moment after the
 * last keystroke, each with its rule and source and the compliant wording, and a button that puts the
 * wording in the phrase's place when the rule has words that can stand there. A polite live region says
 * how many phrases there are when that number changes (not each finding, not each keystroke). Nothing for
 * a trade without rules.
 */
export function FieldCompliance({ name, label }: { name: CheckedField; label: string }) {
  const profession = useContext(ProfessionContext);
  const { control, getValues, setValue } = useFormContext<PlaybookFormValues>();
  const value = useWatch({ control, name });
  const debounced = useDebouncedValue(value, COMPLIANCE_DEBOUNCE_MS);
  const findings = useMemo(() => fieldFindings(debounced, profession), [debounced, profession]);

  // "No findings left" is said once the last one is gone, not for a field that never had any.
  const [hadFindings, setHadFindings] = useState(false);
  const count = findings.length;
  useEffect(() => {
    if (count > 0) setHadFindings(true);
  }, [count]);

  if (!complianceRegimeOf(profession)) return null;

  const apply = (f: PathedComplianceFinding) => {
    const current = getValues(name);
    const next = applyReplacement(current, f);
    if (next !== current) setValue(name, next as never, { shouldDirty: true, shouldValidate: true });
  };

  const status = count
    ? `${label}: ${count === 1 ? '1 phrase' : `${count} phrases`} to review for compliance`
    : hadFindings
      ? `${label}: no compliance findings`
      : '';

  return (
    <Box data-testid={`compliance-${name}`}>
      <Text
        role="status"
        aria-live="polite"
        fontSize="sm"
        fontWeight="medium"
        color={count ? 'orange.fg' : 'fg.muted'}
        display="flex"
        alignItems="center"
        gap="1.5"
      >
        {status ? (
          <>
            <LuShieldCheck aria-hidden />
            {status}
          </>
        ) : null}
      </Text>
      {count ? (
        <Stack as="ul" listStyleType="none" gap="3" mt="2" aria-label={`Compliance findings: ${label}`}>
          {findings.map((f) => {
            const item = where(label, f);
            return (
              <Box
                as="li"
                key={`${f.path}-${f.ruleId}-${f.start}`}
                borderLeftWidth="3px"
                borderColor="orange.solid"
                ps="3"
                fontSize="sm"
              >
                <Text>
                  {item ? `${item}: ` : null}
                  <Box as="mark" bg="orange.subtle" color="fg" px="0.5" borderRadius="sm">
                    {f.phrase}
                  </Box>{' '}
                  — <strong>{f.title}</strong>
                </Text>
                <Text color="fg.muted">Rule: {f.source}</Text>
                <HStack gap="3" mt="1" wrap="wrap" align="center">
                  <Text>Instead: {f.rewording}</Text>
                  {f.replacement ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="orange"
                      onClick={() => apply(f)}
                      aria-label={`Use this wording instead of “${f.phrase}”`}
                    >
                      Use this wording
                    </Button>
                  ) : null}
                </HStack>
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * Said once on each wizard step that has checked fields, for a trade with rules: which rules the fields
 * are checked against, and that this is guidance, not legal advice.
 */
export function WizardComplianceNotice() {
  const regime = complianceRegimeOf(useContext(ProfessionContext));
  if (!regime) return null;
  return (
    <HStack
      align="start"
      gap="2"
      p="3"
      borderRadius="md"
      bg="bg.subtle"
      fontSize="xs"
      color="fg.muted"
      data-testid="wizard-compliance-notice"
    >
      <Box as="span" mt="0.5" aria-hidden>
        <LuShieldCheck />
      </Box>
      <Text>
        Compliance check: {regime.label}. Phrases that break these rules are marked under their field as you
        type. {COMPLIANCE_NOTICE}
      </Text>
    </HStack>
  );
}
