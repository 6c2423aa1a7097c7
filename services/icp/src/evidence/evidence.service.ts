import { Injectable } from '@nestjs/common';
import {
  EVIDENCE_FIELDS,
  EVIDENCE_PREVIEW_ROWS,
  type Actor,
  type ColumnMapping,
  type Evidence,
  type EvidenceFitItem,
  type EvidencePreview,
  type ImportedTable,
  type Page,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import type { IcpEntity } from '../icps/icp.entity.js';
import { readValue } from './attributes.js';
import { applySavedMapping, columnIndexes, guessColumns, guessMapping } from './column-mapping.js';
import { importClientPaste } from './csv-import.js';
import { evidenceReport } from './evidence-report.js';
import { scoreTable } from './fit-score.js';
import { EvidenceProfileGoneError, EvidenceRepository, type StoredImport } from './evidence.repository.js';

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
        : saved
          ? applySavedMapping(saved, table.headers)
          : guessMapping(table.headers),
      fromSaved: saved !== null,
    };
  }

  /**
   * Replaces the profile's import with every row of this file, or refuses (400 naming the problem and the
   * row) and keeps the previous one. Without a mapping, the saved one is applied to the file, else the guesses.
   */
  async import(actor: Actor, id: string, csv: string, mapping?: ColumnMapping): Promise<Evidence> {
    const profile = await this.icps.findVisible(actor, id);
    const table = readTable(csv);
    let resolved: ColumnMapping;
    if (mapping) resolved = checkMapping(mapping, table.headers);
    else {
      const saved = await this.imports.findMapping(id);
      resolved = saved ? applySavedMapping(saved, table.headers) : guessMapping(table.headers);
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
      return evidenceOf(profile, stored);
    } catch (err) {
      if (err instanceof EvidenceProfileGoneError) throw DomainError.notFound(ICP_NOT_FOUND);
      throw err;
    }
  }

  /** The current import and its report; both null before any import. */
  async get(actor: Actor, id: string): Promise<Evidence> {
    const profile = await this.icps.findVisible(actor, id);
    const stored = await this.imports.find(id);
    return stored ? evidenceOf(profile, stored) : { import: null, report: null };
  }

  /**
   * One page of the imported clients with their fit scores: scored rows best first, then those with
   * insufficient data, sheet order within a tie. Empty before any import.
   */
  async fit(
    actor: Actor,
    id: string,
    { limit, offset }: { limit: number; offset: number },
  ): Promise<Page<EvidenceFitItem>> {
    const profile = await this.icps.findVisible(actor, id);
    const stored = await this.imports.find(id);
    if (!stored) return { items: [], total: 0, limit, offset };
    const scores = scoreTable(stored, stored.mapping, profile);
    const idx = columnIndexes(stored.mapping, stored.headers);
    const order = scores.map((s, i) => ({ s, i }));
    order.sort((a, b) => (b.s.score ?? -1) - (a.s.score ?? -1) || a.i - b.i);
    const items = order.slice(offset, offset + limit).map(({ s, i }) => {
      const row = stored.rows[i] as string[];
      const name = idx.name >= 0 ? (row[idx.name] ?? '').trim() || null : null;
      const value = idx.value >= 0 ? readValue((row[idx.value] ?? '').trim()) : null;
      return { ...s, name, value };
    });
    return { items, total: scores.length, limit, offset };
  }

  /** Deletes the import (rows and mapping) in one action; answers the same when there was none. */
  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    await this.icps.findVisible(actor, id);
    await this.imports.delete(id);
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

/** The answer of an import: the import without its rows, and its report against the profile. */
export function evidenceOf(profile: IcpEntity, stored: StoredImport): Evidence {
  return {
    import: {
      headers: stored.headers,
      rowCount: stored.rowCount,
      delimiter: stored.delimiter,
      encoding: stored.encoding,
      mapping: stored.mapping,
      createdAt: new Date(stored.createdAt).toISOString(),
      createdBy: stored.createdBy,
    },
    report: evidenceReport(stored, stored.mapping, profile),
  };
}
