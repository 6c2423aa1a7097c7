import {
  icpFieldsSchema,
  type DraftRequest,
  type IcpFields,
  type VersionConflict,
} from '@icp-studio/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { LuArrowLeft, LuArrowRight, LuCloudUpload, LuSave } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { addListEntry } from '@/components/ui/tag-list-input';
import { getServerMessage } from '@/lib/api-client';
import { notify, notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClient } from '../../api/get-client';
import { useCreateIcp } from '../../api/create-icp';
import { useUpdateIcp } from '../../api/update-icp';
import { formCompletion } from '../../lib/completion';
import { matchDemographicSuggestion } from '../../lib/demographic-suggestion';
import { AiFilledFields } from '../../lib/field-sources';
import {
  clampStep,
  formToDraftData,
  toIcpForm,
  ICP_STEP_COUNT,
  ICP_WIZARD_STEPS,
  stepFields,
  toIcpPayload,
  type IcpFormValues,
} from '../../lib/icp-form';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useWizardSteps } from '@/hooks/use-wizard-steps';
import { ClientBanner, clientLabel } from '../client-banner';
import { SuggestionChips, type SuggestionField } from '../suggestion-chips';
import { StepBasicInfo } from './step-basic-info';
import { StepBuyerJourney } from './step-buyer-journey';
import { StepClientDetails } from './step-client-details';
import { StepPainPoints } from './step-pain-points';
import { StepPsychology } from './step-psychology';
import { demographicStillUseful, useAiSuggestions, type WizardSuggestions } from './use-ai-suggestions';
import { useDraftAutosave } from './use-draft-autosave';
import { VersionConflictDialog } from '@/components/history/version-conflict-dialog';
import { versionConflictOf } from '@/lib/history/conflict';
import { useQueryClient } from '@tanstack/react-query';
import { icpKeys } from '../../api/icp-keys';
import { ICP_HISTORY_LABELS, icpHistoryContent } from '../../lib/history-fields';
import { useDraftSaver } from './use-draft-saver';
import { SaveStatus } from './save-status';
import { WizardProgress } from './wizard-progress';

export interface IcpWizardProps {
  mode: 'create' | 'edit';
  initialValues: IcpFormValues;
  initialStep?: number;
  /** Edit mode: the profile being edited. */
  icpId?: string;
  /**
   * Edit mode: the profile's version when the edit started (kept from the first render): the save sends
   * it, and a save after someone else's opens the conflict dialog (docs/product.md §13).
   */
  version?: number;
  /** Client mode: a team member or admin creating for this client. */
  clientId?: string | null;
  /** A restored draft: later saves update it, and creating the profile deletes it. */
  draft?: { id: string; lastSaved: string } | null;
  /** Shown above the form when the requested draft could not be loaded. */
  draftError?: string | null;
}

const resolver = zodResolver(icpFieldsSchema) as unknown as Resolver<IcpFormValues, unknown, IcpFields>;

/** The form as a comparable string: what "differs from what was last saved" compares. */
const snapshotOf = (values: unknown) => JSON.stringify(toIcpForm(values as Parameters<typeof toIcpForm>[0]));

const NO_SUGGESTIONS: WizardSuggestions = { demographics: [], painPoints: [], channels: [] };

/** Whether a list already holds an entry (trimmed, case-insensitive), as the list inputs compare. */
const listHas = (list: readonly string[], entry: string) =>
  list.some((item) => item.trim().toLocaleLowerCase() === entry.trim().toLocaleLowerCase());

/**
 * The five-step ICP wizard (docs/product.md §2; docs/product.md: per-step validation, /icp/{id}/edit). Creates
 * with POST (or, in client mode, POST /api/advisor/icp) and edits with PUT. In create mode it keeps a
 * draft: Save Draft, and an auto-save 30 s after the last change once the profile has a name.
 */
export function IcpWizard({
  mode,
  initialValues,
  initialStep = 1,
  icpId,
  version,
  clientId,
  draft,
  draftError,
}: IcpWizardProps) {
  const [baseVersion] = useState(version);
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<{ conflict: VersionConflict; mine: IcpFields } | null>(null);
  const navigate = useNavigate();
  const isEdit = mode === 'edit';
  const title = isEdit ? 'Edit Ideal Client Profile' : 'Create Ideal Client Profile';
  useDocumentTitle(title);

  const form = useForm<IcpFormValues, unknown, IcpFields>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { control, getValues, setValue, trigger, handleSubmit, watch, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const watched = useWatch({ control });
  const completion = formCompletion(toIcpForm(watched));
  // What was last saved: the profile (editing), the restored draft, or the blank form; then each draft save.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(initialValues));
  const dirty = snapshotOf(watched) !== savedSnapshot;

  const topRef = useRef<HTMLDivElement>(null);
  const {
    step,
    goTo: goToStep,
    show: showStep,
    headingRef,
  } = useWizardSteps({
    total: ICP_STEP_COUNT,
    initialStep: clampStep(initialStep),
    // docs/product.md: a step cannot be left with an invalid field.
    canLeave: (from) => trigger(stepFields(from, getValues('type')), { shouldFocus: true }),
    scrollRef: topRef,
  });
  const stepRef = useRef(step);
  stepRef.current = step;
  const finished = useRef(false);

  const client = useClient(isEdit ? null : clientId);
  // A new profile for a client is for the client's trade, unless the form already names one.
  const clientProfession = client.data?.profession ?? null;
  useEffect(() => {
    if (!isEdit && clientProfession && getValues('profession') === null) {
      // Filled in for the user: an untouched form stays "saved".
      const before = snapshotOf(getValues());
      setValue('profession', clientProfession, { shouldDirty: false });
      setSavedSnapshot((prev) => (prev === before ? snapshotOf(getValues()) : prev));
    }
  }, [isEdit, clientProfession, getValues, setValue]);
  const createIcp = useCreateIcp();
  const updateIcp = useUpdateIcp();

  const drafts = useDraftSaver({
    initialDraftId: draft?.id,
    initialLastSaved: draft?.lastSaved,
    onCreated: (saved) => {
      // Keep the draft in the address, so a reload resumes it. The router's own state is kept as is.
      const url = new URL(window.location.href);
      if (url.pathname === '/icp/new' && !url.searchParams.get('draftId')) {
        url.searchParams.set('draftId', saved.id);
        window.history.replaceState(window.history.state, '', url);
      }
    },
  });
  const { save: saveDraft } = drafts;
  // A stored draft becomes what "Unsaved changes" compares against.
  const save = useCallback(
    (build: () => DraftRequest) => {
      let sent: DraftRequest['draftData'] | undefined;
      return saveDraft(() => {
        const request = build();
        sent = request.draftData;
        return request;
      }).then((saved) => {
        if (saved && sent) setSavedSnapshot(snapshotOf(sent));
        return saved;
      });
    },
    [saveDraft],
  );

  const buildDraft = useCallback((): DraftRequest => {
    const values = getValues();
    return {
      clientType: values.type,
      name: values.name.trim() || null,
      industry: (values.type === 'b2b' && values.industry.trim()) || null,
      draftData: formToDraftData(values),
      currentStep: stepRef.current,
      clientId: clientId ?? null,
    };
  }, [getValues, clientId]);

  const { hasUnsaved, saveDraftNow } = useDraftAutosave({
    watch,
    autosave: !isEdit,
    canAutosave: () => !finished.current && Boolean(getValues('name').trim()),
    save,
    buildDraft,
  });

  // Leaving with unsaved changes asks first (in the app), or lets the browser ask (reload, close).
  const blocker = useUnsavedChangesGuard(() => hasUnsaved() && !finished.current);

  const goTo = (target: number) => goToStep(clampStep(target));

  /* ---- AI suggestion chips: 'Get AI suggestions' fills them; accepting one adds it to the form. ---- */
  const [suggestions, setSuggestions] = useState(NO_SUGGESTIONS);
  const ai = useAiSuggestions({ getValues, setSuggestions });
  const [painPointList, channelList] = useWatch({ control, name: ['painPoints', 'preferredChannels'] });
  const drop = (field: SuggestionField, suggestion: string) =>
    setSuggestions((prev) => ({ ...prev, [field]: prev[field].filter((s) => s !== suggestion) }));
  // Demographic ideas are for one type: switching b2b/b2c clears them.
  useEffect(() => {
    setSuggestions((prev) => (prev.demographics.length ? { ...prev, demographics: [] } : prev));
  }, [type]);
  const fieldUpdate = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
  // Fields filled from a chip are saved as AI-suggested (docs/evidence.md, "Evidence ledger").
  const aiFilled = useRef(new AiFilledFields());

  const acceptDemographic = (suggestion: string) => {
    const match = matchDemographicSuggestion(getValues(), suggestion, getValues('type'));
    if (!match) {
      notify({ title: 'Unable to parse AI suggestion. Please copy manually.', type: 'info' });
      return;
    }
    if (match.field === 'geographics') {
      setValue('geographics', [...getValues('geographics'), match.value], fieldUpdate);
    } else if (match.field === 'gender') {
      setValue('gender', match.value as IcpFormValues['gender'], fieldUpdate);
    } else {
      setValue(match.field, match.value, fieldUpdate);
    }
    aiFilled.current.accepted(match.field, getValues(match.field));
    // Its field is now filled: other ideas for the same field go too (they could no longer be added).
    setSuggestions((prev) => ({
      ...prev,
      demographics: prev.demographics.filter(
        (s) => s !== suggestion && demographicStillUseful(getValues(), s),
      ),
    }));
    notifySuccess('Suggestion added to your profile');
  };

  const acceptListSuggestion = (field: 'painPoints' | 'channels') => (suggestion: string) => {
    const name = field === 'painPoints' ? 'painPoints' : 'preferredChannels';
    const current = getValues(name);
    const next = addListEntry(current, suggestion);
    if (next !== current) setValue(name, [...next], fieldUpdate);
    aiFilled.current.accepted(name, getValues(name));
    drop(field, suggestion);
    notifySuccess(
      field === 'painPoints' ? 'Pain point added to your profile' : 'Channel added to your profile',
    );
  };

  /* ---- Submit ---- */
  const submit = handleSubmit(
    async (fields) => {
      const fieldSources = aiFilled.current.sources((field) => getValues(field as keyof IcpFormValues));
      const payload = { ...toIcpPayload(fields), ...(fieldSources && { fieldSources }) };
      if (isEdit && icpId) {
        try {
          const icp = await updateIcp.mutateAsync({ id: icpId, fields: payload, version: baseVersion });
          finished.current = true;
          notifySuccess('Changes saved', `“${icp.name}” has been updated.`);
          window.scrollTo({ top: 0 });
          navigate(`/icp/${icp.id}`);
        } catch (error) {
          const stale = versionConflictOf(error);
          if (stale) setConflict({ conflict: stale, mine: payload });
          else notifyError('Error', getServerMessage(error, 'Failed to update profile'));
        }
        return;
      }
      try {
        finished.current = true;
        const draftId = await drafts.settle();
        const icp = await createIcp.mutateAsync({ fields: payload, draftId, clientId });
        notifySuccess(
          'Success!',
          clientId
            ? `Ideal client profile created for ${clientLabel(client.data)}.`
            : 'Your ideal client profile has been created.',
        );
        window.scrollTo({ top: 0 });
        navigate(`/icp/${icp.id}`);
      } catch (error) {
        finished.current = false;
        notifyError('Error', getServerMessage(error, 'Failed to create profile'));
      }
    },
    (errors) => {
      // Show the first step holding an invalid field.
      const values = getValues();
      const firstBad = ICP_WIZARD_STEPS.find((s) =>
        stepFields(s.step, values.type).some((f) => f.split('.')[0]! in errors),
      );
      if (firstBad && firstBad.step !== step) showStep(firstBad.step);
    },
  );

  const pending = createIcp.isPending || updateIcp.isPending || formState.isSubmitting;
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a text field moves on; only the last step creates.
    if (step < ICP_STEP_COUNT) void goTo(step + 1);
    else void submit(event);
  };
  const onFinalClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The second click of a double-click on Next lands here: ignore it.
    if (event.detail > 1) event.preventDefault();
  };

  const current = ICP_WIZARD_STEPS[step - 1]!;
  const finalLabel = isEdit ? 'Save Changes' : clientId ? 'Create ICP for Client' : 'Create Profile';
  const backTo = isEdit && icpId ? `/icp/${icpId}` : '/';
  const clientError = client.error instanceof Error ? client.error.message : null;

  const stepContent = (() => {
    switch (step) {
      case 1:
        return <StepBasicInfo />;
      case 2:
        return (
          <StepClientDetails
            suggestions={
              <SuggestionChips
                field="demographics"
                suggestions={suggestions.demographics}
                onAccept={acceptDemographic}
                onRequest={() => void ai.request('demographics')}
                loading={ai.loading.demographics}
                questions={ai.questions.demographics}
              />
            }
          />
        );
      case 3:
        return <StepPsychology />;
      case 4:
        return (
          <StepPainPoints
            suggestions={
              <SuggestionChips
                field="painPoints"
                suggestions={suggestions.painPoints.filter((s) => !listHas(painPointList, s))}
                onAccept={acceptListSuggestion('painPoints')}
                onRequest={() => void ai.request('painPoints')}
                loading={ai.loading.painPoints}
                questions={ai.questions.painPoints}
              />
            }
          />
        );
      default:
        return (
          <StepBuyerJourney
            suggestions={
              <SuggestionChips
                field="channels"
                suggestions={suggestions.channels.filter((s) => !listHas(channelList, s))}
                onAccept={acceptListSuggestion('channels')}
                onRequest={() => void ai.request('channels')}
                loading={ai.loading.channels}
                questions={ai.questions.channels}
              />
            }
          />
        );
    }
  })();

  return (
    <Container maxW="4xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Box ref={topRef} scrollMarginTop="20" />
      <Button asChild variant="ghost" size="sm" ms="-3" mb="3" color="fg.muted">
        <RouterLink to={backTo}>
          <LuArrowLeft /> {isEdit ? 'Back to profile' : 'Back to dashboard'}
        </RouterLink>
      </Button>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2" mb="6" maxW="2xl">
        {isEdit
          ? 'Update any step and save your changes. Your quality score stays until you re-analyze.'
          : 'Five short steps to describe the client you serve best. Only the name is required; the more you add, the better your score and playbooks.'}
      </Text>

      <Stack gap="4" mb="6">
        {draftError ? (
          <Alert.Root status="error" variant="subtle" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{draftError}</Alert.Title>
              <Alert.Description>You are starting from a blank profile instead.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {clientId && !isEdit ? (
          <ClientBanner client={client.data} loading={client.isPending} error={clientError} />
        ) : null}
      </Stack>

      <FormProvider {...form}>
        <form onSubmit={onFormSubmit} noValidate aria-label={title}>
          <Card.Root borderRadius="2xl" boxShadow="sm" borderColor="border.muted" overflow="hidden">
            <Box px={{ base: '4', md: '8' }} pt={{ base: '5', md: '7' }} pb="5">
              <WizardProgress
                steps={ICP_WIZARD_STEPS}
                current={step}
                completion={completion}
                onSelect={(s) => void goTo(s)}
                disabled={pending}
              />
            </Box>
            <Separator borderColor="border.muted" />
            <Card.Body px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
              <Box mb="6">
                <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
                  {current.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" mt="1">
                  {step === 2
                    ? type === 'b2c'
                      ? 'Who they are: demographics, and where they live.'
                      : 'Who they are: firmographics, and where they operate.'
                    : current.description}
                </Text>
              </Box>
              {stepContent}
            </Card.Body>
            <Separator borderColor="border.muted" />
            <Card.Footer
              px={{ base: '4', md: '8' }}
              py="4"
              bg="bg.subtle"
              flexDirection={{ base: 'column-reverse', md: 'row' }}
              alignItems={{ base: 'stretch', md: 'center' }}
              justifyContent="space-between"
              gap="3"
            >
              <Button
                type="button"
                variant="outline"
                onClick={() => void goTo(step - 1)}
                disabled={step === 1 || pending}
              >
                <LuArrowLeft /> Previous
              </Button>
              <Stack
                direction={{ base: 'column', sm: 'row' }}
                gap="3"
                align={{ base: 'stretch', sm: 'center' }}
                justify="flex-end"
              >
                {!isEdit ? (
                  <HStack gap="3" justify={{ base: 'space-between', sm: 'flex-end' }}>
                    <SaveStatus saving={drafts.saving} dirty={dirty} lastSaved={drafts.lastSaved} />
                    <Button
                      type="button"
                      variant="ghost"
                      colorPalette="brand"
                      onClick={() => void saveDraftNow()}
                      loading={drafts.saving}
                      loadingText="Save Draft"
                      disabled={pending}
                    >
                      <LuSave /> Save Draft
                    </Button>
                  </HStack>
                ) : (
                  <SaveStatus saving={false} dirty={dirty} lastSaved={null} />
                )}
                {step < ICP_STEP_COUNT ? (
                  <Button
                    key="next"
                    type="button"
                    colorPalette="brand"
                    onClick={() => void goTo(step + 1)}
                    disabled={pending}
                  >
                    Next <LuArrowRight />
                  </Button>
                ) : (
                  <Button
                    key="submit"
                    type="submit"
                    colorPalette="brand"
                    onClick={onFinalClick}
                    disabled={!formState.isValid || pending}
                    loading={pending}
                    loadingText={isEdit ? 'Saving…' : 'Creating…'}
                  >
                    {isEdit ? <LuSave /> : <LuCloudUpload />} {finalLabel}
                  </Button>
                )}
              </Stack>
            </Card.Footer>
          </Card.Root>
        </form>
      </FormProvider>

      <VersionConflictDialog
        conflict={conflict?.conflict ?? null}
        mine={icpHistoryContent(conflict?.mine ?? {})}
        labels={ICP_HISTORY_LABELS}
        onReload={() => {
          // Their version is the profile page's: the edit is dropped (docs/product.md §13).
          finished.current = true;
          setConflict(null);
          if (!icpId) return;
          void queryClient.invalidateQueries({ queryKey: icpKeys.detail(icpId) });
          navigate(`/icp/${icpId}`);
        }}
        onClose={() => setConflict(null)}
      />

      <ConfirmActionDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave without saving?"
        description={
          isEdit
            ? 'Your changes to this profile have not been saved and will be lost.'
            : 'Your latest changes have not been saved. Stay and use Save Draft to pick up where you left off later.'
        }
        cancelLabel="Stay"
        confirmLabel="Leave"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </Container>
  );
}
