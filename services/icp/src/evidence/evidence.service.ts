import { Injectable } from '@nestjs/common';
import {
  EVIDENCE_FIELDS,
  EVIDENCE_PREVIEW_ROWS,
  type Actor,
  type ColumnMapping,
  type Evidence,
  type EvidenceFitRankedItem,
  type EvidenceFitSortedQuery,
  type EvidencePreview,
  type IcpLedger,
  type EvidenceWithFit,
  type ImportedTable,
  type Page,
  type ProspectScoreRequest,
  type ProspectScoreResult,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import type { IcpEntity } from '../icps/icp.entity.js';
import { guessColumns, proposedMapping } from './column-mapping.js';
import { importClientPaste } from './csv-import.js';
import { EvidenceThreads } from './evidence-threads.js';
import { ledgerOf } from './ledger.js';
import { EvidenceFitService } from './evidence-fit.service.js';
import {
  EvidenceProfileGoneError,
  EvidenceRepository,
  type StoredImportMeta,
} from './evidence.repository.js';

/**
 * A profile's client list (docs/evidence.md): read it, propose and save a column mapping, keep one import
 * per profile, and answer its evidence report and fit scores against the profile as it is now. Whoever
 * may see the profile may do all of it (the owning client, the assigned advisor, an admin); anyone else
 * gets the profile's 404.
 */
@Injectable()
export class EvidenceService {
  constructor(
    private readonly imports: EvidenceRepository,
    private readonly icps: IcpsService,
    private readonly fits: EvidenceFitService,
    private readonly threads: EvidenceThreads,
  ) {}

  /** The file read and a mapping proposed (the saved one applied, else the guesses); stores nothing. */
  async preview(actor: Actor, id: string, csv: string, mapping?: ColumnMapping): Promise<EvidencePreview> {
    await this.icps.findVisible(actor, id);
    const table = readTable(csv);
    const saved = mapping ? null : await this.imports.findMapping(id);
    return {
      headers: table.headers,
      rows: table.rows.slice(0, EVIDENCE_PREVIEW_ROWS),
      rowCount: table.rows.length,
      delimiter: table.delimiter,
      encoding: table.encoding,
      guesses: guessColumns(table.headers),
      mapping: mapping
        ? checkMapping(mapping, table.headers)
        : proposedMapping(saved, table.headers, table.rows),
      fromSaved: saved !== null,
    };
  }

  /**
   * Replaces the profile's import with every row of this file, or refuses (400 naming the problem and the
   * row) and keeps the previous one. Without a mapping, the saved one is applied to the file, else the guesses.
   */
  async import(actor: Actor, id: string, csv: string, mapping?: ColumnMapping): Promise<EvidenceWithFit> {
    const profile = await this.icps.findVisible(actor, id);
    const table = readTable(csv);
    let resolved: ColumnMapping;
    if (mapping) resolved = checkMapping(mapping, table.headers);
    else {
      resolved = proposedMapping(await this.imports.findMapping(id), table.headers, table.rows);
    }
    try {
      const stored = await this.imports.save({
        icpId: id,
        headers: table.headers,
        rows: table.rows,
        rowNumbers: table.rowNumbers,
        rowCount: table.rows.length,
        mapping: resolved,
        delimiter: table.delimiter,
        encoding: table.encoding,
        createdBy: actor.userId,
      });
      return await evidenceWithFit(this.fits, profile, stored);
    } catch (err) {
      if (err instanceof EvidenceProfileGoneError) throw DomainError.notFound(ICP_NOT_FOUND);
      throw err;
    }
  }

  /** The current import, its report and its fit summary (docs/evidence.md, "Stored scores"); null before any import. */
  async get(actor: Actor, id: string): Promise<EvidenceWithFit> {
    const profile = await this.icps.findVisible(actor, id);
    const stored = await this.imports.find(id);
    return stored ? evidenceWithFit(this.fits, profile, stored) : { import: null, report: null, fit: null };
  }

  /**
   * One page of the imported clients with their fit scores, from the stored scores (EvidenceFitService):
   * by default scored rows best first, then those with insufficient data, sheet order within a tie.
   */
  fit(actor: Actor, id: string, query: EvidenceFitSortedQuery): Promise<Page<EvidenceFitRankedItem>> {
    return this.fits.page(actor, id, query);
  }

  /** A prospect list scored against the profile, best first; stores nothing (docs/evidence.md). */
  async score(actor: Actor, id: string, body: ProspectScoreRequest): Promise<ProspectScoreResult> {
    const profile = await this.icps.findVisible(actor, id);
    const table = readTable(body.csv);
    let resolved: ColumnMapping;
    if (body.mapping) resolved = checkMapping(body.mapping, table.headers);
    else {
      resolved = proposedMapping(await this.imports.findMapping(id), table.headers, table.rows);
    }
    return this.fits.rank(profile, table, resolved, body.limit);
  }

  /**
   * The evidence ledger (docs/evidence.md, "Evidence ledger"): each filled field's origin, observed when
   * the imported clients match it. The report behind it is computed against the profile as it is now.
   */
  async ledger(actor: Actor, id: string): Promise<IcpLedger> {
    const profile = await this.icps.findVisible(actor, id);
    // The report on an evidence thread, which reads the import's rows itself.
    const stored = await this.imports.findMeta(id);
    const analysis = stored
      ? await this.threads.analyseImport(id, profile, { report: true, fit: false })
      : null;
    const ledger = ledgerOf(
      profile,
      stored && analysis
        ? {
            report: analysis.report!,
            rowCount: stored.rowCount,
            importedAt: new Date(stored.createdAt).toISOString(),
          }
        : null,
    );
    // The cockpit's evidence share (docs/product.md §18) counts what this read observed.
    await this.icps.rememberObserved(
      id,
      ledger.fields.filter((f) => f.source === 'observed').map((f) => f.field),
    );
    return ledger;
  }

  /** Deletes the import (rows and mapping) in one action; answers the same when there was none. */
  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    await this.icps.findVisible(actor, id);
    await this.imports.delete(id);
    await this.icps.rememberObserved(id, []);
    return { message: 'Deleted' };
  }
}

/** The CSV text (or a paste) as a whole table, or 400 with the import's message (which names the row). */
function readTable(csv: string): ImportedTable {
  const result = importClientPaste(csv);
  if (!result.ok) throw DomainError.badRequest(result.error.message, { csv: [result.error.message] });
  return result.table;
}

/**
 * A mapping the user chose, checked against the file: every named column must be in it (matched case- and
 * space-insensitively, answered as the file writes it) and no column may hold two fields. Fields left out
 * are not in the sheet.
 */
export function checkMapping(mapping: ColumnMapping, headers: readonly string[]): ColumnMapping {
  const byKey = new Map(headers.map((h) => [h.trim().toLowerCase(), h]));
  const out: ColumnMapping = {};
  const usedBy = new Map<string, string>();
  for (const field of EVIDENCE_FIELDS) {
    const want = mapping[field];
    if (!want) {
      out[field] = null;
      continue;
    }
    const column = byKey.get(want.trim().toLowerCase());
    if (!column) {
      const message = `The column '${want}' mapped to ${field} is not in the file`;
      throw DomainError.badRequest(message, { [`mapping.${field}`]: [message] });
    }
    const other = usedBy.get(column);
    if (other) {
      const message = `The column '${column}' is mapped to both ${other} and ${field}`;
      throw DomainError.badRequest(message, { [`mapping.${field}`]: [message] });
    }
    usedBy.set(column, field);
    out[field] = column;
  }
  return out;
}

/** The import without its rows. */
function importOf(stored: StoredImportMeta): NonNullable<Evidence['import']> {
  return {
    headers: stored.headers,
    rowCount: stored.rowCount,
    delimiter: stored.delimiter,
    encoding: stored.encoding,
    mapping: stored.mapping,
    createdAt: new Date(stored.createdAt).toISOString(),
    createdBy: stored.createdBy,
  };
}

/**
 * The answer of an import: the import without its rows, its report against the profile and its fit
 * summary, the report and any scores computed on an evidence thread.
 */
export async function evidenceWithFit(
  fits: EvidenceFitService,
  profile: IcpEntity,
  stored: StoredImportMeta,
): Promise<EvidenceWithFit> {
  const answer = await fits.reportAndSummary(profile, stored);
  if (!answer) return { import: null, report: null, fit: null }; // deleted meanwhile
  return { import: importOf(stored), report: answer.report, fit: answer.fit };
}
