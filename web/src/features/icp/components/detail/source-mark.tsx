import {
  LEDGER_SOURCE_LABELS,
  ledgerSourceText,
  type FieldOrigin,
  type IcpLedger,
  type LedgerEntry,
  type LedgerField,
  type LedgerSource,
} from '@icp-studio/contracts';
import { Alert, Badge, Button, Icon, Menu, Portal } from '@chakra-ui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { LuDatabase, LuLightbulb, LuPenLine, LuSparkles } from 'react-icons/lu';
import type { IconType } from 'react-icons';

/**
 * The evidence ledger on the detail page (docs/evidence.md, "Evidence ledger"): each field is marked with
 * where it comes from. The ledger is read once for the page and handed down by context, so the cards only
 * name their fields.
 */
interface LedgerValue {
  byField: ReadonlyMap<LedgerField, LedgerEntry>;
  /** Re-labels a field's origin (absent: the marks are read-only). */
  onMark?: (field: LedgerField, origin: FieldOrigin) => void;
}
const LedgerContext = createContext<LedgerValue | null>(null);

export function LedgerProvider({
  ledger,
  onMark,
  children,
}: {
  ledger: IcpLedger | undefined;
  onMark?: LedgerValue['onMark'];
  children: ReactNode;
}) {
  const value = useMemo(
    () => (ledger ? { byField: new Map(ledger.fields.map((f) => [f.field, f] as const)), onMark } : null),
    [ledger, onMark],
  );
  return <LedgerContext.Provider value={value}>{children}</LedgerContext.Provider>;
}

const LOOK: Record<LedgerSource, { palette: string; icon: IconType; variant: 'subtle' | 'outline' }> = {
  observed: { palette: 'green', icon: LuDatabase, variant: 'subtle' },
  stated: { palette: 'gray', icon: LuPenLine, variant: 'subtle' },
  ai: { palette: 'purple', icon: LuSparkles, variant: 'subtle' },
  assumed: { palette: 'orange', icon: LuLightbulb, variant: 'outline' },
};

/** What a screen reader hears: the source, and the origin when the data observes a value someone wrote. */
function sourceDescription(entry: LedgerEntry): string {
  const said = { stated: 'stated by a person', ai: 'suggested by the AI', assumed: 'an assumption' }[
    entry.origin
  ];
  return entry.source === 'observed'
    ? `Source: observed in your client data (${entry.observed?.clients} of ${entry.observed?.of} clients); ${said}`
    : `Source: ${said}`;
}

/**
 * The mark of one field; nothing while the ledger loads or for an empty field. Where the page allows it,
 * the mark is a menu that re-labels the field's origin: a guess becomes "Assumed", a checked value "Stated".
 */
export function SourceMark({ field }: { field: LedgerField }) {
  const ledger = useContext(LedgerContext);
  const entry = ledger?.byField.get(field);
  if (!entry) return null;
  const look = LOOK[entry.source];
  const origin =
    entry.source === 'observed' && entry.origin !== 'stated'
      ? ` (${LEDGER_SOURCE_LABELS[entry.origin]})`
      : '';
  const visible = `${ledgerSourceText(entry)}${origin}`;
  // The accessible name starts with the visible text (axe's label-content-name-mismatch): speech users
  // say what they see ("click AI-suggested").
  const label = `${visible}. ${sourceDescription(entry)}`;
  const content = (
    <>
      <Icon as={look.icon} boxSize="3" aria-hidden />
      {visible}
    </>
  );
  const onMark = ledger?.onMark;
  if (!onMark) {
    return (
      <Badge
        size="sm"
        variant={look.variant}
        colorPalette={look.palette}
        borderRadius="full"
        data-source={entry.source}
        data-field={field}
        title={sourceDescription(entry)}
        aria-label={label}
        flexShrink={0}
      >
        {content}
      </Badge>
    );
  }
  const choices = (['assumed', 'stated'] as const).filter((o) => o !== entry.origin);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => onMark(field, value as FieldOrigin)}
    >
      <Menu.Trigger asChild>
        <Button
          size="2xs"
          variant={look.variant}
          colorPalette={look.palette}
          borderRadius="full"
          data-source={entry.source}
          data-field={field}
          title={sourceDescription(entry)}
          aria-label={`${label}. Change the source`}
          flexShrink={0}
          fontWeight="medium"
          _print={{ display: 'none' }}
        >
          {content}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {choices.map((o) => (
              <Menu.Item key={o} value={o}>
                {o === 'assumed' ? 'Mark as an assumption' : 'Mark as stated'}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Above the profile's cards when no field is observed: the profile is a hypothesis until the firm's client
 * list confirms some of it (an AI-suggested value never counts as evidence).
 */
export function HypothesisNotice({
  ledger,
  onOpenEvidence,
}: {
  ledger: IcpLedger | undefined;
  onOpenEvidence: () => void;
}) {
  if (!ledger?.hypothesis || !ledger.fields.length) return null;
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="xl" data-testid="hypothesis-notice">
      <Alert.Indicator>
        <LuLightbulb />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>This profile is a hypothesis</Alert.Title>
        <Alert.Description>
          {ledger.evidence
            ? 'None of its fields matches your imported clients yet: it describes who you believe your ideal client is.'
            : 'No field is backed by your client data yet: it describes who you believe your ideal client is. Import your client list to see which fields your clients confirm.'}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onOpenEvidence}>
        {ledger.evidence ? 'See the evidence' : 'Import clients'}
      </Button>
    </Alert.Root>
  );
}
