import { LIMITS } from '@icp-studio/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { TagListInput } from '@/components/ui/tag-list-input';
import type { IcpFormValues } from '../../lib/icp-form';
import { fieldMessage } from './form-errors';

type ListName =
  | 'technographics'
  | 'geographics'
  | 'behavioralTraits'
  | 'painPoints'
  | 'needs'
  | 'goals'
  | 'preferredChannels'
  | 'disqualifiers';

/** A list field of the ICP form, bound to react-hook-form. */
export function ListField({
  name,
  label,
  itemName,
  placeholder,
  helperText,
}: {
  name: ListName;
  label: string;
  itemName: string;
  placeholder?: string;
  helperText?: string;
}) {
  const { control } = useFormContext<IcpFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagListInput
          label={label}
          itemName={itemName}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          helperText={helperText ?? 'Press Enter or + to add. Select an entry to remove it.'}
          error={fieldMessage(fieldState.error)}
          maxLength={LIMITS.listItemText}
          maxItems={LIMITS.listItems}
        />
      )}
    />
  );
}
