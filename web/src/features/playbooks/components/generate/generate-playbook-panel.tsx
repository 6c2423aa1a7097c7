import {
  checkComplianceOf,
  type AiOperatorProvider,
  type PathedComplianceFinding,
  type Icp,
  type PlaybookGenerationOptions,
  type PlaybookReviewInput,
  type PlaybookSectionName,
} from '@icp-studio/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  Progress,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { profileToIcpData } from '@/lib/ai/lib/icp-data';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCreatePlaybook } from '../../api/create-playbook';
import { generatePlaybookSection } from '../../api/generate-playbook';
import {
  currentFor,
  dropItem,
  editItem,
  editStatement,
  generationPlan,
  keptPlaybookFields,
  keptSections,
  type GeneratedSections,
} from '../../lib/generated-playbook';
import { SectionBody, type SectionActions } from './generated-sections';
import { SectionFindings } from './section-findings';
import { useKeptReview, type KeptReview } from './use-kept-review';

const SECTION_TITLES: Record<PlaybookSectionName, string> = {
  positioning: 'Positioning and value proposition',
  messages: 'Key messages by stage',
  objections: 'Objections and answers',
  channels: 'Channels, ranked',
  roadmap: '90-day roadmap',
  kpis: 'KPIs',
  budget: 'Budget split',
};

/** The section in a sentence ("Writing channels… 4 of 7"). */
const SECTION_WORDS: Record<PlaybookSectionName, string> = {
  positioning: 'positioning',
  messages: 'key messages',
  objections: 'objections',
  channels: 'channels',
  roadmap: 'roadmap',
  kpis: 'KPIs',
  budget: 'budget',
};

/** The order the sections are shown in (they are written in `generationPlan`'s). */
const SHOWN: PlaybookSectionName[] = [
  'positioning',
  'messages',
  'objections',
  'channels',
  'roadmap',
  'kpis',
  'budget',
];

const ENGINE_LABELS: Record<AiOperatorProvider, string> = {
  builtin: 'the built-in engine',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
  custom: 'Custom API',
};

interface OptionsForm {
  startDate: string;
  budget: string;
  currency: string;
}

/** The form's options as the route takes them, or the message of the field that is not valid. */
function optionsOf(form: OptionsForm): { options: PlaybookGenerationOptions } | { error: string } {
  const options: PlaybookGenerationOptions = {};
  if (form.startDate) options.startDate = form.startDate;
  if (form.budget.trim()) {
    const amount = Number(form.budget);
    if (!Number.isInteger(amount) || amount <= 0 || amount > 1_000_000_000)
      return { error: 'Budget must be a whole amount above zero' };
    const currency = form.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) return { error: 'Currency must be a three-letter code' };
    options.budget = { amount, currency };
  }
  return { options };
}

export interface GeneratePlaybookPanelProps {
  icp: Icp;
}

type RunState =
  | { state: 'running'; writing: PlaybookSectionName }
  | { state: 'done' }
  | { state: 'stopped' }
  | { state: 'failed'; section: PlaybookSectionName; message: string };

/**
 * "Generate playbook" on a profile (docs/engine.md, "Generating a playbook"): the user's provider writes
 * the sections one at a time (`POST /api/ai/generate-playbook/{section}`), each shown as it arrives with
 * the progress; the user reviews what arrived while the rest is written (edits or removes any suggestion,
 * regenerates a section), can stop, and after a failure keeps what arrived and tries the failed section
 * again. "Create playbook" saves what was kept through `POST /api/playbooks`, then lands on it.
 */
export function GeneratePlaybookPanel({ icp }: GeneratePlaybookPanelProps) {
  const navigate = useNavigate();
  // The options and the name live here: a discarded review keeps them for the next run.
  const [form, setForm] = useState<OptionsForm>({ startDate: '', budget: '', currency: 'USD' });
  const [formError, setFormError] = useState<string>();
  const [name, setName] = useState(`Playbook for ${icp.name}`.slice(0, 200));
  const generation = usePlaybookGeneration(icp);
  const { sections, run, options, writer, notice, variants } = generation;
  const create = useCreatePlaybook();

  // The review is kept on the server as it changes, and reopened from there (a reload, another device).
  const review = useMemo<PlaybookReviewInput | null>(
    () => (sections ? { name, options, sections, variants, writer, notice } : null),
    [name, options, sections, variants, writer, notice],
  );
  const { restore } = generation;
  const onReopen = useCallback(
    (kept: PlaybookReviewInput) => {
      setName(kept.name);
      setForm(formOf(kept.options));
      restore(kept);
    },
    [restore],
  );
  const keeping = useKeptReview(icp.id, review, onReopen);
  // The trade's advertising rules over the sections as they stand (any provider's; after every edit).
  const findings = useMemo(() => findingsBySection(sections, icp.profession), [sections, icp.profession]);

  const onDiscard = () => {
    generation.discard();
    keeping
      .forget()
      .catch((err: unknown) =>
        notifyError('Error', getServerMessage(err, 'The kept review could not be discarded')),
      );
  };

  const onGenerate = () => {
    const parsed = optionsOf(form);
    if ('error' in parsed) return setFormError(parsed.error);
    setFormError(undefined);
    generation.start(parsed.options);
  };

  const onCreate = () => {
    create.mutate(keptPlaybookFields(generation.latest(), { icpId: icp.id, name: name.trim() }), {
      onSuccess: (playbook) => {
        notifySuccess('Playbook created');
        // the playbook holds what was kept now; a review left behind would reopen on this profile
        keeping.forget().catch(() => undefined);
        void navigate(`/playbooks/${playbook.id}`);
      },
      onError: (err) => notifyError('Error', getServerMessage(err, 'Failed to create playbook')),
    });
  };

  if (!sections)
    return <GenerationOptionsCard form={form} onChange={setForm} error={formError} onGenerate={onGenerate} />;

  const plan = generationPlan(options);
  const received = plan.filter((n) => sections[n] !== undefined).length;
  const running = run.state === 'running';

  return (
    <Stack as="section" aria-labelledby="generated-playbook-title" gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" size="lg" id="generated-playbook-title">
            Review your generated playbook
          </Heading>
          {writer ? (
            <Text fontSize="sm" color="fg.muted" data-testid="playbook-writer">
              Written by {ENGINE_LABELS[writer.engine]}
              {writer.model ? ` · ${writer.model}` : ''}. Keep, edit or remove each suggestion.
            </Text>
          ) : null}
          <KeepStatus keeping={keeping} />
        </Stack>
        <Button variant="ghost" size="sm" onClick={onDiscard}>
          Discard
        </Button>
      </Flex>

      <GenerationProgress
        run={run}
        received={received}
        total={plan.length}
        onStop={generation.stop}
        onContinue={generation.resume}
      />

      {notice ? (
        <Alert.Root status="info" variant="subtle" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      ) : null}

      {SHOWN.filter((n) => plan.includes(n)).map((n) => {
        const value = sections[n];
        return (
          <SectionCard
            key={n}
            name={n}
            onRegenerate={value !== undefined ? () => void generation.regenerate(n) : undefined}
            regenerating={Boolean(generation.regenerating[n])}
            disabled={create.isPending}
          >
            {value !== undefined ? (
              <>
                <SectionFindings findings={findings[n] ?? []} />
                <SectionBody name={n} value={value} actions={generation.actions} />
              </>
            ) : (
              <SectionPending name={n} run={run} onRetry={generation.resume} />
            )}
          </SectionCard>
        );
      })}

      <Card.Root variant="outline">
        <Card.Body>
          <Flex gap="3" align="end" wrap="wrap">
            <Box flex="1" minW="60">
              <FormField label="Playbook name" error={name.trim() ? undefined : 'Playbook name is required'}>
                <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
              </FormField>
            </Box>
            <Button
              colorPalette="brand"
              onClick={onCreate}
              loading={create.isPending}
              loadingText="Creating playbook..."
              disabled={!name.trim() || running || received === 0}
            >
              Create playbook
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/**
 * The writing of a playbook's sections: `start` writes every section of the options' plan, one at a
 * time, until done, stopped (`stop`) or failed; `resume` writes what is still missing; `regenerate`
 * writes one section again (a new variant); `actions` edit or drop what arrived; `discard` drops it all.
 */
function usePlaybookGeneration(icp: Icp) {
  const [options, setOptions] = useState<PlaybookGenerationOptions>({});
  const [sections, setSectionsState] = useState<GeneratedSections | null>(null);
  const sectionsRef = useRef<GeneratedSections>({});
  const [run, setRun] = useState<RunState>({ state: 'done' });
  const [writer, setWriter] = useState<{ engine: AiOperatorProvider; model?: string }>();
  const [notice, setNotice] = useState<string>();
  const [variants, setVariants] = useState<Partial<Record<PlaybookSectionName, number>>>({});
  const [regenerating, setRegenerating] = useState<Partial<Record<PlaybookSectionName, boolean>>>({});
  const abortRef = useRef<AbortController | null>(null);

  /** The sections, kept in a ref too: the writing sequence reads the latest (the user's edits included). */
  const update = useCallback((change: (s: GeneratedSections) => GeneratedSections) => {
    sectionsRef.current = change(sectionsRef.current);
    setSectionsState(sectionsRef.current);
  }, []);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Writes every section of the plan not received yet, one at a time, until done, stopped or failed. */
  const write = async (plan: PlaybookSectionName[], opts: PlaybookGenerationOptions) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    const icpData = profileToIcpData(icp);
    for (const section of plan) {
      if (sectionsRef.current[section] !== undefined) continue;
      setRun({ state: 'running', writing: section });
      try {
        const answer = await generatePlaybookSection(
          { section, icpData, options: opts, current: currentFor(sectionsRef.current, section) },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        update((s) => ({ ...s, ...answer.sections }));
        if (section !== 'budget' || answer.engine !== 'builtin')
          setWriter({ engine: answer.engine, model: answer.model });
        if (answer.notice) setNotice(answer.notice);
      } catch (err) {
        if (controller.signal.aborted) return;
        setRun({
          state: 'failed',
          section,
          message: getServerMessage(err, `Failed to write the ${SECTION_WORDS[section]}`),
        });
        return;
      }
    }
    setRun({ state: 'done' });
  };

  const start = (opts: PlaybookGenerationOptions) => {
    setOptions(opts);
    setVariants({});
    setNotice(undefined);
    setWriter(undefined);
    update(() => ({}));
    void write(generationPlan(opts), opts);
  };

  const stop = () => {
    abortRef.current?.abort();
    setRun({ state: 'stopped' });
  };

  const resume = () => void write(generationPlan(options), options);

  /** Reopens a kept review as the user left it: a run that had not finished waits for Continue. */
  const restore = useCallback(
    (kept: PlaybookReviewInput) => {
      setOptions(kept.options);
      setVariants(kept.variants ?? {});
      setWriter(kept.writer);
      setNotice(kept.notice);
      update(() => keptSections(kept.sections));
      const complete = generationPlan(kept.options).every((n) => sectionsRef.current[n] !== undefined);
      setRun(complete ? { state: 'done' } : { state: 'stopped' });
    },
    [update],
  );

  const discard = () => {
    abortRef.current?.abort();
    update(() => ({}));
    setSectionsState(null);
    setRun({ state: 'done' });
  };

  const regenerate = async (section: PlaybookSectionName) => {
    const variant = (variants[section] ?? options.variant ?? 0) + 1;
    setVariants((v) => ({ ...v, [section]: variant }));
    setRegenerating((r) => ({ ...r, [section]: true }));
    try {
      const answer = await generatePlaybookSection({
        section,
        icpData: profileToIcpData(icp),
        options: { ...options, variant },
        current: currentFor(sectionsRef.current, section),
      });
      update((s) => ({ ...s, ...answer.sections }));
    } catch (err) {
      notifyError(
        'Error',
        getServerMessage(err, `Failed to regenerate ${SECTION_TITLES[section].toLowerCase()}`),
      );
    } finally {
      setRegenerating((r) => ({ ...r, [section]: false }));
    }
  };

  const actions: SectionActions = {
    drop: (item) => update((s) => dropItem(s, item)),
    edit: (item, value) => update((s) => editItem(s, item, value)),
    editStatement: (field, text) => update((s) => editStatement(s, field, text)),
  };

  /** The sections as they are now (what "Create playbook" saves). */
  const latest = () => sectionsRef.current;

  return {
    options,
    sections,
    run,
    writer,
    notice,
    variants,
    regenerating,
    actions,
    start,
    stop,
    resume,
    discard,
    regenerate,
    restore,
    latest,
  };
}

/** The compliance findings of the sections for the profile's trade, by section (none for other trades). */
function findingsBySection(
  sections: GeneratedSections | null,
  profession: string | null | undefined,
): Partial<Record<PlaybookSectionName, PathedComplianceFinding[]>> {
  const out: Partial<Record<PlaybookSectionName, PathedComplianceFinding[]>> = {};
  for (const f of sections ? checkComplianceOf(sections, profession) : []) {
    const name = f.path.split('.')[0] as PlaybookSectionName;
    (out[name] ??= []).push(f);
  }
  return out;
}

/** The options form of a kept review's options (what a new run after "Discard" starts from). */
function formOf(options: PlaybookGenerationOptions): OptionsForm {
  return {
    startDate: options.startDate ?? '',
    budget: options.budget ? String(options.budget.amount) : '',
    currency: options.budget?.currency ?? 'USD',
  };
}

/** Whether the review is kept on the server: saving, kept (when), or not kept and why. */
function KeepStatus({ keeping }: { keeping: KeptReview }) {
  const { keep, reopenedFrom } = keeping;
  const at = (iso: string) =>
    new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  let text: string;
  if (keep.state === 'failed') text = `Not kept: ${keep.message}. Your next change tries again.`;
  else if (keep.state === 'saving') text = 'Keeping your review…';
  else if (keep.state === 'saved')
    text = `Kept on your account (${at(keep.at)}) until you create or discard the playbook.`;
  else if (reopenedFrom) text = `Reopened the review you left on ${at(reopenedFrom)}.`;
  else return null;
  return (
    <Text
      fontSize="xs"
      color={keep.state === 'failed' ? 'fg.error' : 'fg.muted'}
      aria-live="polite"
      data-testid="review-kept"
    >
      {text}
    </Text>
  );
}

/** Before a run: the roadmap's start date, the budget and its currency, and "Generate playbook". */
function GenerationOptionsCard({
  form,
  onChange,
  error,
  onGenerate,
}: {
  form: OptionsForm;
  onChange: (form: OptionsForm) => void;
  error: string | undefined;
  onGenerate: () => void;
}) {
  return (
    <Card.Root as="section" aria-labelledby="generate-playbook-title" variant="outline">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="generate-playbook-title">
            Generate a playbook from this profile
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Positioning, messages, objections, ranked channels, a 90-day roadmap and KPIs, written section by
            section by your AI provider. You review every suggestion before the playbook is created; the
            review is kept on your account until you create or discard it.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Roadmap start date (optional)">
            <Input
              type="date"
              value={form.startDate}
              onChange={(e) => onChange({ ...form, startDate: e.target.value })}
            />
          </FormField>
          <FormField label="Budget for 90 days (optional)" error={error}>
            <Input
              inputMode="numeric"
              value={form.budget}
              onChange={(e) => onChange({ ...form, budget: e.target.value })}
            />
          </FormField>
          <FormField label="Currency">
            <Input
              maxLength={3}
              value={form.currency}
              onChange={(e) => onChange({ ...form, currency: e.target.value })}
            />
          </FormField>
        </SimpleGrid>
        <Box>
          <Button colorPalette="brand" onClick={onGenerate}>
            <LuSparkles /> Generate playbook
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** A section not received yet: why it failed (with Try again), being written, waiting, or not written. */
function SectionPending({
  name: n,
  run,
  onRetry,
}: {
  name: PlaybookSectionName;
  run: RunState;
  onRetry: () => void;
}) {
  if (run.state === 'failed' && run.section === n)
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>The {SECTION_WORDS[n]} could not be written</Alert.Title>
          <Alert.Description>{run.message}</Alert.Description>
          <Box>
            <Button size="xs" variant="outline" onClick={onRetry}>
              <LuRefreshCw /> Try again
            </Button>
          </Box>
        </Stack>
      </Alert.Root>
    );
  if (run.state === 'running' && run.writing === n)
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" />
        <Text>Writing the {SECTION_WORDS[n]}…</Text>
      </HStack>
    );
  return (
    <Text fontSize="sm" color="fg.muted">
      {run.state === 'running' ? 'Waiting for its turn…' : 'Not written.'}
    </Text>
  );
}

/** Where the writing stands: "Writing channels… 4 of 7" with a bar and Stop, or what stopped it. */
function GenerationProgress({
  run,
  received,
  total,
  onStop,
  onContinue,
}: {
  run: RunState;
  received: number;
  total: number;
  onStop: () => void;
  onContinue: () => void;
}) {
  if (run.state === 'done' && received === total) return null;
  const text =
    run.state === 'running'
      ? `Writing ${SECTION_WORDS[run.writing]}… ${received + 1} of ${total}`
      : run.state === 'stopped'
        ? `Stopped: ${received} of ${total} sections written.`
        : run.state === 'failed'
          ? `${received} of ${total} sections written. The ${SECTION_WORDS[run.section]} could not be written.`
          : `${received} of ${total} sections written.`;
  return (
    <Card.Root variant="subtle">
      <Card.Body py="3">
        <Stack gap="2">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <HStack gap="2" role="status" aria-live="polite" data-testid="generation-progress">
              {run.state === 'running' ? <Spinner size="sm" color="brand.solid" /> : null}
              <Text fontSize="sm" fontWeight="medium">
                {text}
              </Text>
            </HStack>
            {run.state === 'running' ? (
              <Button size="xs" variant="outline" onClick={onStop}>
                Stop
              </Button>
            ) : run.state === 'stopped' ? (
              <Button size="xs" variant="outline" onClick={onContinue}>
                Continue
              </Button>
            ) : null}
          </Flex>
          <Progress.Root
            value={received}
            max={total}
            size="xs"
            colorPalette="brand"
            aria-label={`${received} of ${total} sections written`}
          >
            <Progress.Track borderRadius="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SectionCard({
  name,
  onRegenerate,
  regenerating,
  disabled,
  children,
}: {
  name: PlaybookSectionName;
  /** Absent until the section arrived. */
  onRegenerate?: () => void;
  regenerating: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  const title = SECTION_TITLES[name];
  const id = `generated-${name}`;
  return (
    <Card.Root as="section" aria-labelledby={id} aria-busy={regenerating || undefined}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h3" size="sm" id={id}>
            {title}
          </Heading>
          {onRegenerate ? (
            <Button
              size="xs"
              variant="outline"
              onClick={onRegenerate}
              loading={regenerating}
              disabled={disabled}
              aria-label={`Regenerate ${title.toLowerCase()}`}
            >
              <LuRefreshCw /> Regenerate
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
