import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldEditorsBadge } from '@/components/presence/presence-bar';
import { PRESENCE_FIELD_ATTRIBUTE } from '@/components/presence/presence-scope';
import { useFieldEditors } from '@/lib/realtime/use-presence';

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message; marks the field invalid when present. */
  error?: string;
  helperText?: ReactNode;
  /** Rendered to the right of the label (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** A length counter under the control (CharCounter). */
  counter?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled form control with its error message, wired for accessibility by Chakra's Field. On a page
 * with presence (docs/product.md §4) a text label names the field its focus is in, and a badge beside
 * the label says who else is editing it.
 */
export function FormField({ label, error, helperText, labelAside, counter, children }: FormFieldProps) {
  const editors = useFieldEditors(label);
  const labelRow =
    editors.length > 0 ? (
      <HStack gap="2" wrap="wrap" align="baseline">
        <Field.Label>{label}</Field.Label>
        <FieldEditorsBadge names={editors} />
      </HStack>
    ) : (
      <Field.Label>{label}</Field.Label>
    );
  return (
    <Field.Root
      invalid={Boolean(error)}
      {...(typeof label === 'string' ? { [PRESENCE_FIELD_ATTRIBUTE]: label } : {})}
    >
      {labelAside ? (
        <HStack justify="space-between" align="baseline" width="full">
          {labelRow}
          {labelAside}
        </HStack>
      ) : (
        labelRow
      )}
      {children}
      {counter}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
