import {
  icpFieldsSchema,
  type FieldOrigin,
  type FieldSourcesInput,
  type Icp,
  type IcpFields,
  type LedgerField,
} from '@icp-studio/contracts';
import { icpToForm, toIcpPayload } from './icp-form';

/**
 * The wizard's side of the evidence ledger (docs/evidence.md, "Evidence ledger"): a field a chip of AI
 * suggestions filled is sent as 'ai', as long as it still holds exactly what it held after the last chip
 * (a person who then types in it states it). Fields not named here follow the server's rule: changed ones
 * are stated, unchanged ones keep their origin.
 */
export class AiFilledFields {
  private readonly after = new Map<LedgerField, string>();

  /** Records a field's value right after a chip was accepted into it. */
  accepted(field: LedgerField, value: unknown): void {
    this.after.set(field, JSON.stringify(value ?? null));
  }

  /** The origins to send with the save, given the form's values now. */
  sources(valueOf: (field: LedgerField) => unknown): FieldSourcesInput | undefined {
    const out: FieldSourcesInput = {};
    for (const [field, after] of this.after) {
      if (JSON.stringify(valueOf(field) ?? null) === after) out[field] = 'ai';
    }
    return Object.keys(out).length ? out : undefined;
  }
}

/**
 * The update body that re-labels one field's origin (the detail page's "Mark as an assumption" / "Mark as
 * stated"): the whole profile as it is, naming the field's new origin. Throws with the first message when
 * the stored profile is not a valid form (it always is when it was saved through the app).
 */
export function profileWithOrigin(icp: Icp, field: LedgerField, origin: FieldOrigin): IcpFields {
  const parsed = icpFieldsSchema.safeParse(icpToForm(icp));
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The profile could not be updated');
  return { ...toIcpPayload(parsed.data), fieldSources: { [field]: origin } };
}
