import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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

/** A labelled form control with its error message, wired for accessibility by Chakra's Field. */
export function FormField({ label, error, helperText, labelAside, counter, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      {labelAside ? (
        <HStack justify="space-between" align="baseline" width="full">
          <Field.Label>{label}</Field.Label>
          {labelAside}
        </HStack>
      ) : (
        <Field.Label>{label}</Field.Label>
      )}
      {children}
      {counter}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
