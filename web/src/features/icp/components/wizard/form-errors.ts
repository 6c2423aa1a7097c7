import type { FieldError, FieldErrors } from 'react-hook-form';
import type { IcpFormValues } from '../../lib/icp-form';

/** The first message of a field's error, including a list's per-entry errors. */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  if (e.root && typeof (e.root as FieldError).message === 'string') return (e.root as FieldError).message;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = fieldMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

export type IcpFormErrors = FieldErrors<IcpFormValues>;
