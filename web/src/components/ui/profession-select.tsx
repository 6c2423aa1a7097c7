import { NativeSelect } from '@chakra-ui/react';
import { PROFESSIONS, type ProfessionFamily } from '@icp-studio/contracts';

/** The families as a picker groups them, in the order a visitor scans them. */
const FAMILY_LABELS: Record<Exclude<ProfessionFamily, 'general'>, string> = {
  finance: 'Finance and accounting',
  legal: 'Legal',
  health: 'Health care',
  wellness: 'Wellness and fitness',
  advisory: 'Coaching and consulting',
  property: 'Property and home',
  technology: 'Technology and engineering',
  creative: 'Creative and marketing',
  people: 'People and recruiting',
};

/** The professions grouped by family, each group sorted by label. */
export const PROFESSION_GROUPS = (Object.keys(FAMILY_LABELS) as (keyof typeof FAMILY_LABELS)[])
  .map((family) => ({
    family,
    label: FAMILY_LABELS[family],
    professions: PROFESSIONS.filter((p) => p.family === family)
      .slice()
      .sort((a, b) => a.label.localeCompare(b.label)),
  }))
  .filter((g) => g.professions.length > 0);

export interface ProfessionSelectProps {
  /** A profession id, or '' for none. */
  value: string;
  onChange: (id: string) => void;
  id?: string;
  disabled?: boolean;
  /** The first option's text (the "none" choice). */
  placeholder?: string;
  'aria-describedby'?: string;
}

/**
 * The product's professions (libs/contracts/src/professions.ts) as a native select grouped by family: a
 * list of 30-odd that the phone's own picker handles best, and that every screen reader knows.
 */
export function ProfessionSelect({
  value,
  onChange,
  id,
  disabled,
  placeholder = 'Choose your profession',
  ...rest
}: ProfessionSelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        // Inside a Field.Root the field's own ids label it; only given ids override them.
        {...(id ? { id } : {})}
        {...(rest['aria-describedby'] ? { 'aria-describedby': rest['aria-describedby'] } : {})}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {PROFESSION_GROUPS.map((g) => (
          <optgroup key={g.family} label={g.label}>
            {g.professions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
