import type {
  AiComplianceFinding,
  Icp,
  Playbook,
  PlaybookFields,
  Status,
  VersionConflict,
} from '@icp-studio/contracts';
import { Badge, Box, Button, Container, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { LuArrowLeft, LuArrowRight, LuCheck, LuSave } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { VersionConflictDialog } from '@/components/history/version-conflict-dialog';
import { versionConflictOf } from '@/lib/history/conflict';
import { useGenerateMessaging } from '@/lib/ai/api/generate-messaging';
import { useSuggestCampaigns } from '@/lib/ai/api/suggest-campaigns';
import { notifyAiError } from '@/lib/ai/lib/ai-error';
import { profileToIcpData } from '@/lib/ai/lib/icp-data';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { notify, notifyError, notifySuccess } from '@/lib/toast';
import { useWizardSteps } from '@/hooks/use-wizard-steps';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreatePlaybook } from '../../api/create-playbook';
import { playbookKeys } from '../../api/playbook-keys';
import { PLAYBOOK_HISTORY_LABELS, playbookHistoryContent } from '../../lib/history-fields';
import { useIcp } from '@/lib/icps/get-icp';
import { useIcpOptions } from '../../api/get-icp-options';
import { useUpdatePlaybook } from '../../api/update-playbook';
import { campaignsPatch, messagingPatch } from '../../lib/ai-apply';
import {
  emptyPlaybookForm,
  formToPlaybookFields,
  playbookFormSchema,
  playbookToForm,
  stepOfField,
  TOTAL_STEPS,
  WIZARD_STEPS,
  type PlaybookFormField,
  type PlaybookFormValues,
} from '../../lib/playbook-form';
import { AiCampaignsPanel, GENERATE_CAMPAIGNS_FAILED, type CampaignIdea } from '../ai-campaigns-panel';
import {
  AiMessagingPanel,
  GENERATE_MESSAGING_FAILED,
  type MessagingSuggestions,
} from '../ai-messaging-panel';
import { WizardComplianceProvider } from './field-compliance';
import { StepCampaigns } from './step-campaigns';
import { StepChannels } from './step-channels';
import { StepMessaging } from './step-messaging';
import { StepReview } from './step-review';
import { StepStrategy } from './step-strategy';
import { WizardProgress } from './wizard-progress';

export interface PlaybookWizardProps {
  mode: 'create' | 'edit';
  /** The profile (from `?icpId=` or the playbook's). Null: the wizard asks for one on step 1. */
  icp: Icp | null;
  /** The playbook being edited, or a draft picked up again. */
  playbook?: Playbook | null;
  /** Called once, when Save Draft first creates the playbook (the page records its id in the URL). */
  onDraftCreated?: (playbook: Playbook) => void;
}

export const CREATE_FAILED = 'Failed to create playbook';
export const SAVE_FAILED = 'Failed to save playbook';
export const DRAFT_FAILED = 'Failed to save draft';

/**
 * The five-step playbook wizard (docs/product.md §2): create (`/playbooks/new`) or edit
 * (`/playbooks/{id}/edit`). Each step validates its own fields before moving on; Save Draft stores the
 * playbook as a draft (POST the first time, PUT after) and stays on the step (docs/product.md).
 */
export function PlaybookWizard({ mode, icp, playbook, onDraftCreated }: PlaybookWizardProps) {
  const navigate = useNavigate();
  const createPlaybook = useCreatePlaybook();
  const updatePlaybook = useUpdatePlaybook();

  const [savedId, setSavedId] = useState<string | null>(playbook?.id ?? null);
  const [draftSavedAt, setDraftSavedAt] = useState<Date | null>(null);
  const [pendingAction, setPendingAction] = useState<'draft' | 'final' | null>(null);
  const savedRef = useRef<Playbook | null>(playbook ?? null);
  const originalStatus = useRef<Status | undefined>(playbook?.status);
  // A save refused because someone else saved since the version this edit started from (or since this
  // wizard's own last save): the dialog offers their version or the differences (docs/product.md §13).
  const [conflict, setConflict] = useState<{ conflict: VersionConflict; mine: PlaybookFields } | null>(null);
  const queryClient = useQueryClient();

  // The AI panels: 'Generate messaging' (step 2) and 'Suggest campaigns' (step 4), each answer shown
  // for review until Apply or Dismiss.
  const [messagingSuggestions, setMessagingSuggestions] = useState<MessagingSuggestions | null>(null);
  const [campaignIdeas, setCampaignIdeas] = useState<CampaignIdea[] | null>(null);
  const [campaignCompliance, setCampaignCompliance] = useState<AiComplianceFinding[]>([]);
  const generateMessaging = useGenerateMessaging();
  const suggestCampaigns = useSuggestCampaigns();

  const form = useForm<PlaybookFormValues>({
    resolver: zodResolver(playbookFormSchema) as never,
    defaultValues: playbook ? playbookToForm(playbook) : emptyPlaybookForm(icp?.id ?? '', icp?.name),
    mode: 'onTouched',
  });
  const { handleSubmit, trigger, setValue, getValues, setError, control } = form;

  const {
    step,
    furthest,
    goTo,
    show: setStep,
    headingRef,
  } = useWizardSteps({
    total: TOTAL_STEPS,
    initialFurthest: playbook ? TOTAL_STEPS : 1,
    // Going forward needs the fields of every step passed on the way; going back needs nothing.
    canLeave: (from, to) =>
      to < from ||
      trigger(
        WIZARD_STEPS.slice(from - 1, to - 1).flatMap((s) => s.fields),
        { shouldFocus: true },
      ),
  });

  // Without a profile from the URL, step 1 offers the caller's profiles.
  const askForIcp = !icp && mode === 'create';
  const icpOptions = useIcpOptions({ enabled: askForIcp });
  const chosenIcpId = useWatch({ control, name: 'icpId' });
  const chosenIcp = useIcp(askForIcp && chosenIcpId ? chosenIcpId : null);
  const profile = icp ?? chosenIcp.data ?? null;
  const profileName = profile?.name ?? icpOptions.data?.find((o) => o.id === chosenIcpId)?.name ?? null;

  const title = mode === 'edit' ? 'Edit Marketing Playbook' : 'Create Marketing Playbook';
  useDocumentTitle(title);

  const current = WIZARD_STEPS[step - 1]!;
  const backTo =
    mode === 'edit' && playbook ? `/playbooks/${playbook.id}` : profile ? `/icp/${profile.id}` : '/';
  const backLabel = mode === 'edit' ? 'Back to playbook' : profile ? 'Back to profile' : 'Back to dashboard';

  const onInvalid = (errors: FieldErrors<PlaybookFormValues>) => {
    const first = WIZARD_STEPS.find((s) => s.fields.some((f) => errors[f]));
    if (first && first.id !== step) setStep(first.id);
  };

  const applyServerErrors = (error: unknown) => {
    const fieldErrors = getServerFieldErrors(error);
    let firstStep: number | undefined;
    for (const [path, message] of Object.entries(fieldErrors)) {
      const field = path.split('.')[0] as PlaybookFormField;
      const fieldStep = stepOfField(field);
      if (!fieldStep) continue;
      setError(field, { type: 'server', message });
      firstStep = Math.min(firstStep ?? fieldStep, fieldStep);
    }
    if (firstStep && firstStep !== step) setStep(firstStep);
  };

  const save = async (values: PlaybookFormValues, status: Status) => {
    const fields = formToPlaybookFields(values, { status, original: savedRef.current });
    // Each save names the version it builds on: the one the edit opened, then the one its own last save
    // left, so a save after someone else's is refused with 409 instead of overwriting it.
    const saved = savedId
      ? await updatePlaybook
          .mutateAsync({ id: savedId, fields, version: savedRef.current?.version })
          .catch((error: unknown) => {
            const stale = versionConflictOf(error);
            if (stale) setConflict({ conflict: stale, mine: fields });
            throw error;
          })
      : await createPlaybook.mutateAsync(fields);
    savedRef.current = saved;
    if (!savedId) {
      setSavedId(saved.id);
      if (status === 'draft') onDraftCreated?.(saved);
    }
    return saved;
  };

  // A playbook already under way (in progress or completed) stays so: "Save Draft" saves the work in hand
  // without sending it back to draft.
  const keptStatus: Status | null =
    mode === 'edit' && originalStatus.current && originalStatus.current !== 'draft'
      ? originalStatus.current
      : null;

  const onSaveDraft = handleSubmit(async (values) => {
    setPendingAction('draft');
    try {
      await save(values, keptStatus ?? 'draft');
      setDraftSavedAt(new Date());
      if (keptStatus) notifySuccess('Saved', 'Your changes are saved. Keep editing whenever you like.');
      else notifySuccess('Draft saved', 'Your playbook is saved as a draft. Keep editing whenever you like.');
    } catch (error) {
      if (versionConflictOf(error)) return;
      applyServerErrors(error);
      notifyError('Error', getServerMessage(error, DRAFT_FAILED));
    } finally {
      setPendingAction(null);
    }
  }, onInvalid);

  const finalStatus: Status = keptStatus ?? 'in_progress';

  const onFinish = handleSubmit(async (values) => {
    setPendingAction('final');
    try {
      const saved = await save(values, finalStatus);
      notifySuccess(
        'Success!',
        mode === 'edit' ? 'Your changes have been saved.' : 'Your marketing playbook has been created.',
      );
      navigate(`/playbooks/${saved.id}`);
    } catch (error) {
      setPendingAction(null);
      if (versionConflictOf(error)) return;
      applyServerErrors(error);
      notifyError('Error', getServerMessage(error, mode === 'edit' ? SAVE_FAILED : CREATE_FAILED));
    }
  }, onInvalid);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingAction) return;
    if (step < TOTAL_STEPS) void goTo(step + 1);
    else void onFinish(event);
  };

  // A fix in Settings opens them in a new tab: leaving would lose the unsaved playbook.
  const openSettings = () => window.open('/settings', '_blank', 'noopener');
  const aiUnavailable = profile ? null : 'Choose a client profile on step 1 first: the AI works from it.';
  const selectedChannels = useWatch({ control, name: 'selectedChannels' }) ?? [];

  const onGenerateMessaging = async () => {
    if (!profile) return;
    try {
      const m = await generateMessaging.mutateAsync(profileToIcpData(profile));
      if (!m.valueProposition && !m.keyMessages.length && !m.messagingPillars.length) {
        notify({ title: 'No suggestions this time', description: 'Please try again.', type: 'info' });
        return;
      }
      setMessagingSuggestions(m);
      notifySuccess('AI Suggestions Ready', 'Review the messaging, then Apply it to your playbook.');
    } catch (error) {
      notifyAiError(GENERATE_MESSAGING_FAILED, error, openSettings);
    }
  };

  const onSuggestCampaigns = async () => {
    if (!profile) return;
    try {
      const { ideas, compliance } = await suggestCampaigns.mutateAsync({
        icpData: profileToIcpData(profile),
        channels: getValues('selectedChannels') ?? [],
      });
      if (!ideas.length) {
        notify({ title: 'No suggestions this time', description: 'Please try again.', type: 'info' });
        return;
      }
      setCampaignIdeas(ideas);
      setCampaignCompliance(compliance);
      notifySuccess('AI Suggestions Ready', 'Review the campaign ideas, then Apply them to your playbook.');
    } catch (error) {
      notifyAiError(GENERATE_CAMPAIGNS_FAILED, error, openSettings);
    }
  };

  const applyMessaging = (s: MessagingSuggestions) => {
    for (const [key, value] of Object.entries(messagingPatch(getValues(), s))) {
      setValue(key as PlaybookFormField, value, { shouldDirty: true, shouldValidate: true });
    }
    setMessagingSuggestions(null);
    notifySuccess('Applied', 'The messaging suggestions were added to your playbook.');
  };

  const applyCampaigns = (ideas: CampaignIdea[]) => {
    setValue('campaigns', campaignsPatch(ideas).campaigns, { shouldDirty: true, shouldValidate: true });
    setCampaignIdeas(null);
    notifySuccess('Applied', 'The campaign ideas were added to your playbook.');
  };

  const busy = pendingAction !== null;
  const finalLabel = mode === 'edit' ? 'Save Changes' : 'Create Playbook';

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="3">
          <Box>
            <Button asChild variant="ghost" size="sm" ms="-3" color="fg.muted">
              <RouterLink to={backTo}>
                <LuArrowLeft /> {backLabel}
              </RouterLink>
            </Button>
          </Box>
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.01em">
              {title}
            </Heading>
            {profileName ? (
              <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
                <Text>
                  For <strong>{profileName}</strong>
                </Text>
                {profile?.type ? (
                  <Badge size="sm" variant="outline">
                    {profile.type.toUpperCase()}
                  </Badge>
                ) : null}
              </HStack>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                Turn a client profile into messaging, channels, campaigns and metrics.
              </Text>
            )}
          </Stack>
        </Stack>

        <Box
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="xl"
          p={{ base: '4', md: '5' }}
        >
          <WizardProgress step={step} furthest={furthest} onStepClick={(s) => void goTo(s)} />
        </Box>

        <FormProvider {...form}>
          <chakra.form
            onSubmit={onSubmit}
            noValidate
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            boxShadow="xs"
          >
            <Stack gap="1" px={{ base: '4', md: '8' }} pt={{ base: '5', md: '7' }} pb="5">
              <Heading
                as="h2"
                size="lg"
                id="wizard-step-title"
                ref={headingRef}
                tabIndex={-1}
                outline="none"
                scrollMarginTop="24"
              >
                {current.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {current.description}
              </Text>
            </Stack>
            <Box px={{ base: '4', md: '8' }} pb={{ base: '6', md: '8' }}>
              <WizardComplianceProvider profession={profile?.profession}>
                {step === 1 && (
                  <StepStrategy
                    icpOptions={askForIcp ? (icpOptions.data ?? []) : undefined}
                    icpOptionsLoading={askForIcp && icpOptions.isPending}
                  />
                )}
                {step === 2 && (
                  <StepMessaging
                    aiPanel={
                      <AiMessagingPanel
                        suggestions={messagingSuggestions}
                        onApply={applyMessaging}
                        onDismiss={() => setMessagingSuggestions(null)}
                        onGenerate={() => void onGenerateMessaging()}
                        generating={generateMessaging.isPending}
                        unavailableReason={aiUnavailable}
                      />
                    }
                  />
                )}
                {step === 3 && <StepChannels suggestedChannels={profile?.preferredChannels ?? []} />}
                {step === 4 && (
                  <StepCampaigns
                    aiPanel={
                      <AiCampaignsPanel
                        suggestions={campaignIdeas}
                        onApply={applyCampaigns}
                        onDismiss={() => setCampaignIdeas(null)}
                        onGenerate={() => void onSuggestCampaigns()}
                        generating={suggestCampaigns.isPending}
                        channels={selectedChannels}
                        unavailableReason={aiUnavailable}
                        compliance={campaignCompliance}
                      />
                    }
                  />
                )}
                {step === 5 && <StepReview icpName={profileName} onEdit={(s) => void goTo(s)} />}
              </WizardComplianceProvider>
            </Box>

            <Stack
              direction={{ base: 'column-reverse', sm: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', sm: 'center' }}
              gap="3"
              px={{ base: '4', md: '8' }}
              py="4"
              borderTopWidth="1px"
              borderColor="border.muted"
              bg="bg.subtle"
              borderBottomRadius="xl"
            >
              <Button
                type="button"
                variant="outline"
                onClick={() => void goTo(step - 1)}
                disabled={step === 1 || busy}
              >
                <LuArrowLeft /> Previous
              </Button>
              <Stack
                direction={{ base: 'column-reverse', sm: 'row' }}
                gap="3"
                align={{ base: 'stretch', sm: 'center' }}
              >
                {draftSavedAt ? (
                  <Text fontSize="xs" color="fg.muted" textAlign="center" aria-live="polite">
                    Draft saved at {format(draftSavedAt, 'h:mm a')}
                  </Text>
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  colorPalette="brand"
                  onClick={() => void onSaveDraft()}
                  loading={pendingAction === 'draft'}
                  loadingText="Saving..."
                  disabled={busy}
                >
                  <LuSave /> Save Draft
                </Button>
                {step < TOTAL_STEPS ? (
                  <Button key="next" type="submit" colorPalette="brand" disabled={busy}>
                    Next <LuArrowRight />
                  </Button>
                ) : (
                  <Button
                    key="finish"
                    type="submit"
                    colorPalette="brand"
                    loading={pendingAction === 'final'}
                    loadingText={mode === 'edit' ? 'Saving...' : 'Creating...'}
                    disabled={busy}
                  >
                    <LuCheck /> {finalLabel}
                  </Button>
                )}
              </Stack>
            </Stack>
          </chakra.form>
        </FormProvider>
      </Stack>
      <VersionConflictDialog
        conflict={conflict?.conflict ?? null}
        mine={playbookHistoryContent(conflict?.mine ?? {})}
        labels={PLAYBOOK_HISTORY_LABELS}
        onReload={() => {
          // Their version is the playbook page's: the edit is dropped (docs/product.md §13).
          setConflict(null);
          if (!savedId) return;
          void queryClient.invalidateQueries({ queryKey: playbookKeys.detail(savedId) });
          navigate(`/playbooks/${savedId}`);
        }}
        onClose={() => setConflict(null)}
      />
    </Container>
  );
}
