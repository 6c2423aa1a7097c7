import { icpFieldsSchema, type EvidenceSuggestion, type Icp, type IcpFields } from '@icp-studio/contracts';
import { icpToForm, toIcpPayload } from '../../lib/icp-form';

/**
 * How a suggestion adds its value to the profile (docs/evidence.md, "Adding a suggestion"): list fields
 * (locations, channels) get the value appended; text fields read as several values (industry,
 * occupation) get it appended after ", "; range fields (company size, revenue, age, income) are read
 * whole, so the suggested range replaces them. A value the profile already names (case-insensitively)
 * is not added twice.
 */
const TARGET = {
  industry: { field: 'industry', how: 'append_text' },
  occupation: { field: 'occupation', how: 'append_text' },
  location: { field: 'geographics', how: 'append_list' },
  channel: { field: 'preferredChannels', how: 'append_list' },
  companySize: { field: 'companySize', how: 'replace' },
  revenue: { field: 'revenue', how: 'replace' },
  age: { field: 'ageRange', how: 'replace' },
  income: { field: 'income', how: 'replace' },
} as const satisfies Record<
  EvidenceSuggestion['attribute'],
  { field: keyof IcpFields; how: 'append_text' | 'append_list' | 'replace' }
>;

/** Whether the suggestion adds something to the profile (drops are for the user to decide by hand). */
export function addsToProfile(s: EvidenceSuggestion): boolean {
  return s.kind === 'add_value' || s.kind === 'set_range';
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The values a text field holds, split as the evidence reads them. */
const textValues = (text: string) =>
  text
    .split(/[,;/|\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The update body for `PUT /api/icps/{id}`: the whole profile as it is, with the suggestion's field
 * changed. Null when the profile already holds the value (nothing to save); throws with the field's
 * message when the result is not a valid profile (a text field grown past its length).
 */
export function profileWithSuggestion(icp: Icp, s: EvidenceSuggestion): IcpFields | null {
  const form = icpToForm(icp);
  const target = TARGET[s.attribute];
  const value = s.value.trim();
  const fields = form as unknown as Record<string, unknown>;
  if (target.how === 'append_list') {
    const list = (fields[target.field] as string[] | undefined) ?? [];
    if (list.some((v) => same(v, value))) return null;
    fields[target.field] = [...list, value];
  } else if (target.how === 'append_text') {
    const text = String(fields[target.field] ?? '').trim();
    if (textValues(text).some((v) => same(v, value))) return null;
    fields[target.field] = text ? `${text}, ${value}` : value;
  } else {
    if (same(String(fields[target.field] ?? ''), value)) return null;
    fields[target.field] = value;
  }
  const parsed = icpFieldsSchema.safeParse(form);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The profile could not be updated');
  return toIcpPayload(parsed.data);
}
