import {
  LIMITS,
  icpFieldsSchema,
  type Icp,
  type IcpFields,
  type VersionConflict,
} from '@icp-studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { getServerMessage } from '@/lib/api-client';
import { versionConflictOf } from '@/lib/history/conflict';
import { overMine, resolvedContent, type MergeChoice } from '@/lib/history/merge';
import { icpKeys } from '../../api/icp-keys';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateIcp } from '../../api/update-icp';
import { icpToForm, toIcpPayload, type IcpFormValues } from '../../lib/icp-form';
import { FieldCounter } from '../wizard/field-counter';
import { fieldMessage } from '../wizard/form-errors';
import { ListField } from '../wizard/list-field';
import { BuyerJourneyFields } from '../wizard/step-buyer-journey';
import { DemographicsFields, DisqualifiersField, FirmographicsFields } from '../wizard/step-client-details';

/**
 * The card groups of the profile page that edit in place (docs/product.md §2, "Edit in place"): each
 * with the form fields it owns. Every card that shows profile fields has one; the name, type and trade
 * are edited in the wizard.
 */
export const EDIT_GROUPS = {
  firmographics: {
    title: 'Firmographics',
    fields: [
      'industry',
      'companySize',
      'revenue',
      'technographics',
      'decisionMakerRole',
      'decisionMakerTitle',
    ],
  },
  demographics: {
    title: 'Demographics',
    fields: ['ageRange', 'gender', 'education', 'occupation', 'income'],
  },
  geography: { title: 'Geography', fields: ['geographics'] },
  psychographics: { title: 'Psychographics', fields: ['psychographics'] },
  behavior: { title: 'Behavioral Traits', fields: ['behavioralTraits'] },
  pains: { title: 'Pain Points', fields: ['painPoints'] },
  needsGoals: { title: 'Needs & Goals', fields: ['needs', 'goals'] },
  channels: { title: 'Preferred Channels', fields: ['preferredChannels'] },
  journey: { title: 'Buyer Journey', fields: ['buyerJourney'] },
  notAFit: { title: 'Not a fit (anti-ICP)', fields: ['disqualifiers'] },
} as const satisfies Record<string, { title: string; fields: readonly (keyof IcpFormValues)[] }>;
export type EditGroup = keyof typeof EDIT_GROUPS;

const resolver = zodResolver(icpFieldsSchema) as unknown as Resolver<IcpFormValues, unknown, IcpFields>;

/** The form of `base` with the group's fields taken from `from`. */
export function withGroup(base: Icp, from: Icp, group: EditGroup): IcpFormValues {
  const values = icpToForm(base);
  const source = icpToForm(from);
  const out = values as unknown as Record<string, unknown>;
  for (const field of EDIT_GROUPS[group].fields) out[field] = source[field];
  return values;
}

/** Gives the focus back to a card's Edit button once its form has closed. */
function focusEditButton(group: EditGroup) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-edit-group="${group}"]`)?.focus());
}

export interface LastChange {
  group: EditGroup;
  /** The profile as it was before the save. */
  before: Icp;
}

/**
 * Which card is being edited, saving a group through the update route (`PUT /api/icps/{id}`), and Undo of
 * the last saved change: the group's previous values saved back with another update.
 */
export function useInPlaceEdit(icp: Icp) {
  const [editing, setEditing] = useState<EditGroup | null>(null);
  const [last, setLast] = useState<LastChange | null>(null);
  // The version the open edit started from: the save sends it, so a save after someone else's is a
  // conflict rather than a silent overwrite (docs/product.md §13).
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined);
  const [conflict, setConflict] = useState<{ conflict: VersionConflict; mine: IcpFields } | null>(null);
  const update = useUpdateIcp();
  const queryClient = useQueryClient();

  const save = useCallback(
    async (group: EditGroup, fields: IcpFields) => {
      const payload = toIcpPayload(fields);
      try {
        const saved = await update.mutateAsync({ id: icp.id, fields: payload, version: baseVersion });
        setLast({ group, before: icp });
        setEditing(null);
        focusEditButton(group);
        notifySuccess('Changes saved', `${EDIT_GROUPS[group].title} of “${saved.name}” updated.`);
        return true;
      } catch (error) {
        const stale = versionConflictOf(error);
        if (stale) setConflict({ conflict: stale, mine: payload });
        else notifyError('Error', getServerMessage(error, 'Failed to update profile'));
        return false;
      }
    },
    [icp, update, baseVersion],
  );

  /** "Reload their version": the edit is dropped and the profile read again. */
  const reload = useCallback(async () => {
    const group = editing;
    setConflict(null);
    setEditing(null);
    setLast(null);
    await queryClient.invalidateQueries({ queryKey: icpKeys.detail(icp.id) });
    if (group) focusEditButton(group);
  }, [editing, icp.id, queryClient]);

  const undo = useCallback(async () => {
    if (!last) return;
    const parsed = icpFieldsSchema.safeParse(withGroup(icp, last.before, last.group));
    if (!parsed.success) {
      notifyError('Error', 'Failed to undo the change');
      return;
    }
    try {
      await update.mutateAsync({ id: icp.id, fields: toIcpPayload(parsed.data), version: icp.version });
      notifySuccess('Change undone', `${EDIT_GROUPS[last.group].title} restored.`);
      setLast(null);
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale) setConflict({ conflict: stale, mine: toIcpPayload(parsed.data) });
      else notifyError('Error', getServerMessage(error, 'Failed to update profile'));
    }
  }, [icp, last, update]);

  return {
    editing,
    start: (group: EditGroup) => {
      setBaseVersion(icp.version);
      setEditing(group);
    },
    conflict,
    /**
     * Keep editing: the page takes their version and the next save starts from it (it does not conflict
     * again); the open card keeps what was typed.
     */
    closeConflict: () => {
      if (conflict) setBaseVersion(conflict.conflict.current.version);
      setConflict(null);
      void queryClient.invalidateQueries({ queryKey: icpKeys.detail(icp.id) });
    },
    /** Saves the merge with the user's choice for each field both changed, from their version. */
    resolve: async (choices: Record<string, MergeChoice>) => {
      if (!conflict) return;
      const fields = overMine(conflict.mine, resolvedContent(conflict.conflict, choices));
      try {
        await update.mutateAsync({ id: icp.id, fields, version: conflict.conflict.current.version });
        const group = editing;
        setConflict(null);
        setEditing(null);
        setLast(null);
        notifySuccess('Changes saved', 'The merge is saved.');
        if (group) focusEditButton(group);
      } catch (error) {
        const stale = versionConflictOf(error);
        if (stale) setConflict({ conflict: stale, mine: fields });
        else notifyError('Error', getServerMessage(error, 'Failed to update profile'));
      }
    },
    reload,
    cancel: () => {
      if (editing) focusEditButton(editing);
      setEditing(null);
    },
    save,
    last,
    undo,
    pending: update.isPending,
  };
}

export type InPlaceEdit = ReturnType<typeof useInPlaceEdit>;

/** "Pain Points saved. Undo": the last saved change, until it is undone or another is saved. */
export function UndoBar({ edit }: { edit: InPlaceEdit }) {
  if (!edit.last) return null;
  return (
    <Alert.Root
      status="success"
      variant="subtle"
      borderRadius="lg"
      alignItems="center"
      _print={{ display: 'none' }}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{EDIT_GROUPS[edit.last.group].title} saved.</Alert.Description>
      </Alert.Content>
      <Button
        size="xs"
        variant="outline"
        colorPalette="green"
        onClick={() => void edit.undo()}
        loading={edit.pending}
        loadingText="Undoing..."
      >
        Undo
      </Button>
    </Alert.Root>
  );
}

function GroupFields({ group }: { group: EditGroup }) {
  switch (group) {
    case 'firmographics':
      return <FirmographicsFields />;
    case 'demographics':
      return <DemographicsFields />;
    case 'journey':
      return <BuyerJourneyFields />;
    case 'geography':
      return <ListField name="geographics" label="Geography" itemName="location" />;
    case 'psychographics':
      return <PsychographicsField />;
    case 'behavior':
      return <ListField name="behavioralTraits" label="Behavioral traits" itemName="behavioral trait" />;
    case 'pains':
      return <ListField name="painPoints" label="Pain points" itemName="pain point" />;
    case 'needsGoals':
      return (
        <Stack gap="5">
          <ListField name="needs" label="Needs" itemName="need" />
          <ListField name="goals" label="Goals" itemName="goal" />
        </Stack>
      );
    case 'channels':
      return <ListField name="preferredChannels" label="Preferred channels" itemName="channel" />;
    case 'notAFit':
      return <DisqualifiersField />;
  }
}

function PsychographicsField() {
  const form = useFormContext<IcpFormValues>();
  return (
    <FormField
      label="Psychographics"
      error={fieldMessage(form.formState.errors.psychographics)}
      counter={<FieldCounter name="psychographics" max={LIMITS.longText} />}
    >
      <Textarea {...form.register('psychographics')} rows={5} autoresize />
    </FormField>
  );
}

/**
 * One card's fields in place of its content, with Save and Cancel (Escape cancels too). The form holds the
 * whole profile, so the save sends every other field as it is.
 */
export function InPlaceForm({ icp, group, edit }: { icp: Icp; group: EditGroup; edit: InPlaceEdit }) {
  const form = useForm<IcpFormValues, unknown, IcpFields>({
    resolver,
    defaultValues: icpToForm(icp),
    mode: 'onTouched',
  });
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Focus the first field, so a keyboard user lands where they were going.
    ref.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      edit.cancel();
    }
  };
  const title = EDIT_GROUPS[group].title;
  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        aria-label={`Edit ${title}`}
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={form.handleSubmit((fields) => edit.save(group, fields))}
      >
        <Stack gap="4">
          <GroupFields group={group} />
          <HStack gap="2" justify="flex-end">
            <Button variant="ghost" size="sm" onClick={edit.cancel} disabled={edit.pending}>
              Cancel
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              size="sm"
              loading={edit.pending}
              loadingText="Saving..."
            >
              Save
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** A card's content, or its form while it is being edited. */
export function Editable({
  icp,
  group,
  edit,
  children,
}: {
  icp: Icp;
  group: EditGroup;
  edit: InPlaceEdit | undefined;
  children: ReactNode;
}) {
  if (edit?.editing === group) return <InPlaceForm icp={icp} group={group} edit={edit} />;
  return <>{children}</>;
}
