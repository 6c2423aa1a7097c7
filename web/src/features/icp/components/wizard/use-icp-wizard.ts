import {
  icpFieldsSchema,
  type DraftRequest,
  type IcpFields,
  type VersionConflict,
} from '@icp-studio/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { stepFromSearch, useStepInUrl } from '@/hooks/use-step-in-url';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useWizardSteps } from '@/hooks/use-wizard-steps';
import { getServerMessage } from '@/lib/api-client';
import { versionConflictOf } from '@/lib/history/conflict';
import { resolvedContent, type MergeChoice } from '@/lib/history/merge';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useClient } from '../../api/get-client';
import { useCreateIcp } from '../../api/create-icp';
import { icpKeys } from '../../api/icp-keys';
import { useUpdateIcp } from '../../api/update-icp';
import { formCompletion } from '../../lib/completion';
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
import { clientLabel } from '../client-banner';
import { useDraftAutosave } from './use-draft-autosave';
import { useDraftSaver } from './use-draft-saver';
import { useSuggestionChips } from './use-suggestion-chips';

export interface IcpWizardOptions {
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
}

type IcpForm = UseFormReturn<IcpFormValues, unknown, IcpFields>;

const resolver = zodResolver(icpFieldsSchema) as unknown as Resolver<IcpFormValues, unknown, IcpFields>;

/** The form as a comparable string: what "differs from what was last saved" compares. */
const snapshotOf = (values: unknown) => JSON.stringify(toIcpForm(values as Parameters<typeof toIcpForm>[0]));

/**
 * The ICP wizard's state and what it does (docs/product.md §2): the form, the step (a step cannot be
 * left with an invalid field), the client it is for, the draft (create mode: Save Draft and the
 * auto-save), whether the form differs from what was last saved, the AI suggestion chips, the submit
 * (create or save, then the profile page), the version conflict of a save, and the guard that asks
 * before leaving unsaved work. The wizard's markup (icp-wizard.tsx) only shows it.
 */
export function useIcpWizard({
  mode,
  initialValues,
  initialStep = 1,
  icpId,
  version,
  clientId,
  draft,
}: IcpWizardOptions) {
  const isEdit = mode === 'edit';
  const form = useForm<IcpFormValues, unknown, IcpFields>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { control, getValues, trigger } = form;
  const type = useWatch({ control, name: 'type' });
  const watched = useWatch({ control });
  const completion = formCompletion(toIcpForm(watched));
  // What was last saved: the profile (editing), the restored draft, or the blank form; then each draft save.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(initialValues));
  const dirty = snapshotOf(watched) !== savedSnapshot;

  const topRef = useRef<HTMLDivElement>(null);
  // The step is in the address (?step=): Back shows the previous step, a reload the same one.
  const [search] = useSearchParams();
  const steps = useWizardSteps({
    total: ICP_STEP_COUNT,
    initialStep: stepFromSearch(search, ICP_STEP_COUNT) ?? clampStep(initialStep),
    // docs/product.md: a step cannot be left with an invalid field.
    canLeave: (from) => trigger(stepFields(from, getValues('type')), { shouldFocus: true }),
    scrollRef: topRef,
  });
  const { step } = steps;
  useStepInUrl(step, steps.show, ICP_STEP_COUNT);
  const stepRef = useRef(step);
  stepRef.current = step;
  /** Set once the profile is saved (or the edit dropped): nothing is unsaved any more. */
  const finished = useRef(false);

  const client = useClient(isEdit ? null : clientId);
  useClientProfession(form, isEdit ? null : (client.data?.profession ?? null), setSavedSnapshot);

  const drafts = useIcpDrafts({ form, isEdit, clientId, draft, stepRef, finished, setSavedSnapshot });

  // Leaving with unsaved changes asks first (in the app), or lets the browser ask (reload, close).
  const blocker = useUnsavedChangesGuard(() => drafts.hasUnsaved() && !finished.current);

  // Fields filled from a chip are saved as AI-suggested (docs/evidence.md, "Evidence ledger").
  const aiFilled = useRef(new AiFilledFields());
  const chips = useSuggestionChips(form, aiFilled);

  const goTo = (target: number) => steps.goTo(clampStep(target));
  const save = useIcpSubmit({
    form,
    isEdit,
    icpId,
    version,
    clientId,
    clientName: () => clientLabel(client.data),
    settleDraft: drafts.settle,
    aiFilled,
    finished,
    showStep: (target) => {
      if (target !== step) steps.show(target);
    },
  });

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a text field moves on; only the last step creates.
    if (step < ICP_STEP_COUNT) void goTo(step + 1);
    else void save.submit(event);
  };
  const onFinalClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The second click of a double-click on Next lands here: ignore it.
    if (event.detail > 1) event.preventDefault();
  };

  return {
    form,
    isEdit,
    type,
    completion,
    dirty,
    step,
    goTo,
    headingRef: steps.headingRef,
    topRef,
    client,
    drafts,
    chips,
    pending: save.pending || form.formState.isSubmitting,
    onFormSubmit,
    onFinalClick,
    /** Edit mode: saves from any step (the whole form is checked; an invalid field shows its step). */
    saveNow: () => void save.submit(),
    conflict: save.conflict,
    blocker,
  };
}

export type IcpWizardState = ReturnType<typeof useIcpWizard>;

/**
 * A new profile for a client is for the client's trade, unless the form already names one. Filled in
 * for the user: an untouched form stays "saved".
 */
function useClientProfession(
  form: IcpForm,
  clientProfession: IcpFormValues['profession'],
  setSavedSnapshot: (update: (prev: string) => string) => void,
) {
  const { getValues, setValue } = form;
  useEffect(() => {
    if (clientProfession && getValues('profession') === null) {
      const before = snapshotOf(getValues());
      setValue('profession', clientProfession, { shouldDirty: false });
      setSavedSnapshot((prev) => (prev === before ? snapshotOf(getValues()) : prev));
    }
  }, [clientProfession, getValues, setValue, setSavedSnapshot]);
}

/**
 * The draft of a profile being created: Save Draft (`saveDraftNow`), the auto-save 30 s after the last
 * change once the profile has a name, the draft's id kept in the address so a reload resumes it, and
 * whether changes are unsaved. A stored draft becomes what "Unsaved changes" compares against.
 */
function useIcpDrafts({
  form,
  isEdit,
  clientId,
  draft,
  stepRef,
  finished,
  setSavedSnapshot,
}: {
  form: IcpForm;
  isEdit: boolean;
  clientId: string | null | undefined;
  draft: IcpWizardOptions['draft'];
  stepRef: RefObject<number>;
  finished: RefObject<boolean>;
  setSavedSnapshot: (snapshot: string) => void;
}) {
  const { getValues, watch } = form;
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
    [saveDraft, setSavedSnapshot],
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
  }, [getValues, clientId, stepRef]);

  const { hasUnsaved, saveDraftNow } = useDraftAutosave({
    watch,
    autosave: !isEdit,
    canAutosave: () => !finished.current && Boolean(getValues('name').trim()),
    save,
    buildDraft,
  });

  return {
    saving: drafts.saving,
    lastSaved: drafts.lastSaved,
    settle: drafts.settle,
    hasUnsaved,
    saveDraftNow,
  };
}

/**
 * The wizard's submit: edit mode saves with PUT (naming the version the edit started from: a save after
 * someone else's opens the conflict dialog), create mode settles the draft and creates (POST, or for a
 * client); either lands on the profile. An invalid form shows the first step holding an invalid field.
 */
function useIcpSubmit({
  form,
  isEdit,
  icpId,
  version,
  clientId,
  clientName,
  settleDraft,
  aiFilled,
  finished,
  showStep,
}: {
  form: IcpForm;
  isEdit: boolean;
  icpId: string | undefined;
  version: number | undefined;
  clientId: string | null | undefined;
  clientName: () => string;
  settleDraft: ReturnType<typeof useDraftSaver>['settle'];
  aiFilled: RefObject<AiFilledFields>;
  finished: RefObject<boolean>;
  showStep: (step: number) => void;
}) {
  // The version the next save starts from: the edit's, then the current one once a conflict is resolved.
  const [baseVersion, setBaseVersion] = useState(version);
  const [conflict, setConflict] = useState<{ conflict: VersionConflict; mine: IcpFields } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createIcp = useCreateIcp();
  const updateIcp = useUpdateIcp();
  const { getValues, handleSubmit, setValue } = form;

  /** PUT from `from`; a field both changed opens the merge (docs/product.md §13). */
  const saveEdit = async (payload: IcpFields, from: number | undefined) => {
    if (!icpId) return;
    try {
      const icp = await updateIcp.mutateAsync({ id: icpId, fields: payload, version: from });
      finished.current = true;
      setConflict(null);
      notifySuccess('Changes saved', `“${icp.name}” has been updated.`);
      window.scrollTo({ top: 0 });
      navigate(`/icp/${icp.id}`);
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale) setConflict({ conflict: stale, mine: payload });
      else notifyError('Error', getServerMessage(error, 'Failed to update profile'));
    }
  };

  const submit = handleSubmit(
    async (fields) => {
      const fieldSources = aiFilled.current.sources((field) => getValues(field as keyof IcpFormValues));
      const payload = { ...toIcpPayload(fields), ...(fieldSources && { fieldSources }) };
      if (isEdit && icpId) {
        await saveEdit(payload, baseVersion);
        return;
      }
      try {
        finished.current = true;
        const draftId = await settleDraft();
        const icp = await createIcp.mutateAsync({ fields: payload, draftId, clientId });
        notifySuccess(
          'Success!',
          clientId
            ? `Ideal client profile created for ${clientName()}.`
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
      if (firstBad) showStep(firstBad.step);
    },
  );

  return {
    submit,
    pending: createIcp.isPending || updateIcp.isPending,
    conflict: {
      resolving: updateIcp.isPending,
      current: conflict,
      /** Their version is the profile page's: the edit is dropped (docs/product.md §13). */
      reload: () => {
        finished.current = true;
        setConflict(null);
        if (!icpId) return;
        void queryClient.invalidateQueries({ queryKey: icpKeys.detail(icpId) });
        navigate(`/icp/${icpId}`);
      },
      /** Saves the merge with the user's choices, from the current version. */
      resolve: (choices: Record<string, MergeChoice>) => {
        if (!conflict) return;
        const content = resolvedContent(conflict.conflict, choices);
        const values = toIcpForm({ ...conflict.mine, ...content } as Parameters<typeof toIcpForm>[0]);
        const parsed = icpFieldsSchema.safeParse(values);
        if (!parsed.success) {
          notifyError('Error', 'The merged profile is not valid: keep editing to fix it.');
          return;
        }
        const fieldSources = conflict.mine.fieldSources;
        const payload = { ...toIcpPayload(parsed.data), ...(fieldSources && { fieldSources }) };
        void saveEdit(payload, conflict.conflict.current.version);
      },
      /**
       * Back to the edit: the fields only they changed come into the form, the ones both changed keep
       * what was typed, and the next save starts from their version (it does not conflict again).
       */
      close: () => {
        if (conflict?.conflict.merged) {
          const both = new Set((conflict.conflict.fields ?? []).map((f) => f.field));
          const theirs = toIcpForm(conflict.conflict.merged as Parameters<typeof toIcpForm>[0]);
          for (const key of Object.keys(conflict.conflict.merged)) {
            if (both.has(key) || !(key in theirs)) continue;
            const field = key as keyof IcpFormValues;
            setValue(field, theirs[field], { shouldDirty: true });
          }
          setBaseVersion(conflict.conflict.current.version);
        }
        setConflict(null);
      },
    },
  };
}
