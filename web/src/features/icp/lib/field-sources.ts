import type { FieldSourcesInput, LedgerField } from '@icp-studio/contracts';

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
