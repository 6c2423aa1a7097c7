import type { Playbook, PlaybookFields } from '@icp-studio/contracts';
import { Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuCheck } from 'react-icons/lu';
import { getServerFieldErrors } from '@/lib/api-client';
import {
  playbookFormSchema,
  playbookToForm,
  sectionUpdate,
  type PlaybookFormValues,
  type SectionField,
} from '../../lib/playbook-form';
import { SectionFieldEditor } from '../editors/section-field-editor';

export interface SectionEditFormProps {
  playbook: Playbook;
  fields: SectionField[];
  /** Saves the whole playbook (PUT); a rejection keeps the form open with the server's field messages. */
  onSave: (fields: PlaybookFields) => Promise<unknown>;
  onCancel: () => void;
  /** Names the form ("Edit KPIs & Metrics"). */
  title: string;
}

/**
 * A section of the playbook page edited in place: the section's fields with the wizard's editors, Save
 * and Cancel (Escape cancels too). The first control takes the focus when it opens.
 */
export function SectionEditForm({ playbook, fields, onSave, onCancel, title }: SectionEditFormProps) {
  const [values, setValues] = useState<Partial<PlaybookFormValues>>(() => {
    const all = playbookToForm(playbook);
    return Object.fromEntries(fields.map((f) => [f, all[f]]));
  });
  // The playbook's KPIs as saved: a campaign picks the KPI it drives from them (docs/product.md §17).
  const [savedKpis] = useState(() => playbookToForm(playbook).kpis);
  const [errors, setErrors] = useState<Partial<Record<SectionField, string>>>({});
  const [saving, setSaving] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    ref.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]):not([type=checkbox]), textarea, select, button')
      ?.focus();
  }, []);

  const onChange = (field: SectionField, value: string | string[]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const shape = Object.fromEntries(fields.map((f) => [f, true])) as Record<SectionField, true>;
    const checked = playbookFormSchema.pick(shape).safeParse(values);
    if (!checked.success) {
      const next: Partial<Record<SectionField, string>> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as SectionField] ??= issue.message;
      setErrors(next);
      return;
    }
    setSaving(true);
    try {
      await onSave(sectionUpdate(playbook, values, fields));
    } catch (error) {
      const next: Partial<Record<SectionField, string>> = {};
      for (const [path, message] of Object.entries(getServerFieldErrors(error))) {
        const field = path.split('.')[0] as SectionField;
        if (fields.includes(field)) next[field] ??= message;
      }
      setErrors(next);
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <chakra.form
      ref={ref}
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={onKeyDown}
      aria-label={`Edit ${title}`}
      noValidate
    >
      <Stack gap="6">
        {fields.map((f) => (
          <SectionFieldEditor
            key={f}
            field={f}
            values={{ kpis: savedKpis, ...values }}
            onChange={onChange}
            error={errors[f]}
          />
        ))}
        <HStack justify="flex-end" gap="2" wrap="wrap">
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving...">
            <LuCheck /> Save
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
