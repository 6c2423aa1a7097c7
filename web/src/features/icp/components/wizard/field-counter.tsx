import { useWatch } from 'react-hook-form';
import { CharCounter } from '@/components/ui/char-counter';
import type { IcpFormField, IcpFormValues } from '../../lib/icp-form';

/** The length counter of one text field of the profile form (docs/product.md §9). */
export function FieldCounter({ name, max }: { name: IcpFormField; max: number }) {
  const value = useWatch<IcpFormValues>({ name });
  return <CharCounter value={typeof value === 'string' ? value : ''} max={max} />;
}
