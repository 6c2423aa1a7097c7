import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IcpFormValues } from '../../lib/icp-form';
import { wizardPlaceholders, wizardProfession, type WizardPlaceholders } from '../../lib/placeholders';

/** The placeholders of the wizard's fields, following the profile's type and trade as the user types. */
export function usePlaceholders(): WizardPlaceholders {
  const { control } = useFormContext<IcpFormValues>();
  const [type, name, painPoints, chosen] = useWatch({
    control,
    name: ['type', 'name', 'painPoints', 'profession'],
  });
  const profession = wizardProfession(chosen, name, painPoints);
  return useMemo(() => wizardPlaceholders(type, profession), [type, profession]);
}
