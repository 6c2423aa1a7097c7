import type { Icp, Playbook, PlaybookFields, Status, VersionConflict } from '@icp-studio/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { stepFromSearch, useStepInUrl } from '@/hooks/use-step-in-url';
import { useWizardSteps } from '@/hooks/use-wizard-steps';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { versionConflictOf } from '@/lib/history/conflict';
import { overMine, resolvedContent, type MergeChoice } from '@/lib/history/merge';
import { useIcp } from '@/lib/icps/get-icp';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCreatePlaybook } from '../../api/create-playbook';
import { useIcpOptions } from '../../api/get-icp-options';
import { playbookKeys } from '../../api/playbook-keys';
import { useUpdatePlaybook } from '../../api/update-playbook';
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
import { usePlaybookAiPanels } from './use-playbook-ai-panels';

export interface PlaybookWizardOptions {
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
 * The playbook wizard's state and what it does (docs/product.md §2): the form, the step (going forward
 * needs the fields of every step passed on the way), the profile it is for (chosen on step 1 when none
 * came with it), the AI panels, Save Draft and the final save (POST the first time, PUT after, each
 * naming the version it builds on), the server's field errors on their steps, and the version conflict.
 * The wizard's markup (playbook-wizard.tsx) only shows it.
 */
export function usePlaybookWizard({ mode, icp, playbook, onDraftCreated }: PlaybookWizardOptions) {
  const form = useForm<PlaybookFormValues>({
    resolver: zodResolver(playbookFormSchema) as never,
    defaultValues: playbook ? playbookToForm(playbook) : emptyPlaybookForm(icp?.id ?? '', icp?.name),
    mode: 'onTouched',
  });
  const { trigger, control } = form;

  // The step is in the address (`?step=N`, docs/product.md §2): Back shows the previous step, a reload
  // opens the one the user was on.
  const [search] = useSearchParams();
  const urlStep = stepFromSearch(search, TOTAL_STEPS);
  const steps = useWizardSteps({
    total: TOTAL_STEPS,
    initialStep: urlStep ?? 1,
    initialFurthest: playbook ? TOTAL_STEPS : (urlStep ?? 1),
    // Going forward needs the fields of every step passed on the way; going back needs nothing.
    canLeave: (from, to) =>
      to < from ||
      trigger(
        WIZARD_STEPS.slice(from - 1, to - 1).flatMap((s) => s.fields),
        { shouldFocus: true },
      ),
  });
  const { step, goTo } = steps;
  useStepInUrl(step, steps.show, TOTAL_STEPS);

  // Without a profile from the URL, step 1 offers the caller's profiles.
  const askForIcp = !icp && mode === 'create';
  const icpOptions = useIcpOptions({ enabled: askForIcp });
  const chosenIcpId = useWatch({ control, name: 'icpId' });
  const chosenIcp = useIcp(askForIcp && chosenIcpId ? chosenIcpId : null);
  const profile = icp ?? chosenIcp.data ?? null;
  const profileName = profile?.name ?? icpOptions.data?.find((o) => o.id === chosenIcpId)?.name ?? null;

  const ai = usePlaybookAiPanels(form, profile);
  const saving = usePlaybookSave({
    form,
    mode,
    playbook,
    onDraftCreated,
    showStep: (target) => {
      if (target !== step) steps.show(target);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pendingAction) return;
    if (step < TOTAL_STEPS) void goTo(step + 1);
    else void saving.finish(event);
  };

  return {
    form,
    mode,
    step,
    furthest: steps.furthest,
    goTo,
    headingRef: steps.headingRef,
    profile,
    profileName,
    /** Step 1's profile choice: the caller's profiles, when none came with the wizard. */
    icpChoice: askForIcp ? { options: icpOptions.data ?? [], loading: icpOptions.isPending } : null,
    ai,
    onSubmit,
    saveDraft: saving.saveDraft,
    pendingAction: saving.pendingAction,
    busy: saving.pendingAction !== null,
    draftSavedAt: saving.draftSavedAt,
    conflict: saving.conflict,
  };
}

export type PlaybookWizardState = ReturnType<typeof usePlaybookWizard>;

/**
 * Save Draft (`saveDraft`: stays on the step) and the final save (`finish`: then the playbook's page).
 * A playbook already under way (in progress or completed) stays so; a new one is a draft, then in
 * progress. A refused field shows on its step; a save after someone else's opens the conflict dialog
 * (docs/product.md §13).
 */
function usePlaybookSave({
  form,
  mode,
  playbook,
  onDraftCreated,
  showStep,
}: {
  form: UseFormReturn<PlaybookFormValues>;
  mode: PlaybookWizardOptions['mode'];
  playbook: Playbook | null | undefined;
  onDraftCreated: PlaybookWizardOptions['onDraftCreated'];
  showStep: (step: number) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createPlaybook = useCreatePlaybook();
  const updatePlaybook = useUpdatePlaybook();
  const { handleSubmit, setError } = form;

  const [savedId, setSavedId] = useState<string | null>(playbook?.id ?? null);
  const [draftSavedAt, setDraftSavedAt] = useState<Date | null>(null);
  const [pendingAction, setPendingAction] = useState<'draft' | 'final' | null>(null);
  const savedRef = useRef<Playbook | null>(playbook ?? null);
  const originalStatus = useRef<Status | undefined>(playbook?.status);
  // A save refused because someone else saved since the version this edit started from (or since this
  // wizard's own last save): the dialog offers their version or the differences (docs/product.md §13).
  const [conflict, setConflict] = useState<{ conflict: VersionConflict; mine: PlaybookFields } | null>(null);

  const onInvalid = (errors: FieldErrors<PlaybookFormValues>) => {
    const first = WIZARD_STEPS.find((s) => s.fields.some((f) => errors[f]));
    if (first) showStep(first.id);
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
    if (firstStep) showStep(firstStep);
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

  const saveDraft = handleSubmit(async (values) => {
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

  const finish = handleSubmit(async (values) => {
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

  return {
    saveDraft,
    finish,
    pendingAction,
    draftSavedAt,
    conflict: {
      current: conflict,
      /** Their version is the playbook page's: the edit is dropped (docs/product.md §13). */
      reload: () => {
        setConflict(null);
        if (!savedId) return;
        void queryClient.invalidateQueries({ queryKey: playbookKeys.detail(savedId) });
        navigate(`/playbooks/${savedId}`);
      },
      /** Saves the merge with the user's choice for each field both changed, from their version. */
      resolve: (choices: Record<string, MergeChoice>) => {
        if (!conflict || !savedId) return;
        const fields = overMine(conflict.mine, resolvedContent(conflict.conflict, choices));
        updatePlaybook.mutate(
          { id: savedId, fields, version: conflict.conflict.current.version },
          {
            onSuccess: (saved) => {
              savedRef.current = saved;
              setConflict(null);
              notifySuccess('Saved', 'The merge is saved.');
              navigate(`/playbooks/${saved.id}`);
            },
            onError: (error) => {
              const stale = versionConflictOf(error);
              if (stale) setConflict({ conflict: stale, mine: fields });
              else notifyError('Error', getServerMessage(error, SAVE_FAILED));
            },
          },
        );
      },
      resolving: updatePlaybook.isPending,
      close: () => setConflict(null),
    },
  };
}
