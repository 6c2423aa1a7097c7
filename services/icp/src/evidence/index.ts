/** Customer evidence (docs/evidence.md): import, column mapping, evidence report, predictors and fit score. */
export { importClientFile, importClientPaste, parseClientText, detectDelimiter } from './csv-import.js';
export type { ImportLimits } from './csv-import.js';
export { decodeClientFile } from './encoding.js';
export { guessColumns, guessMapping, applySavedMapping, headerScore } from './column-mapping.js';
export { evidenceReport } from './evidence-report.js';
export { predictors } from './predictors.js';
export { fitScorer, scoreTable, fitTier } from './fit-score.js';
export type { EvidenceProfile } from './attributes.js';
export { parseRange, parseAmount } from './numbers.js';
