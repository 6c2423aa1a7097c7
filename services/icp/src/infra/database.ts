import { createServiceDataSource } from '@icp-studio/service-kit';
import type { DataSource } from 'typeorm';
import { IcpEntity } from '../icps/icp.entity.js';
import { DraftEntity } from '../drafts/draft.entity.js';
import { IcpScoreEntity } from '../scoring/score.entity.js';
import { ShareLinkEntity } from '../shares/share-link.entity.js';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema.js';
import { IcpProfession1764100000000 } from './migrations/1764100000000-icp-profession.js';
import { EvidenceImports1764200000000 } from './migrations/1764200000000-evidence-imports.js';
import { ScoreFollowsProfile1766800000000 } from './migrations/1766800000000-score-follows-profile.js';
import { IcpDisqualifiers1766900000000 } from './migrations/1766900000000-icp-disqualifiers.js';
import { FieldSources1766910000000 } from './migrations/1766910000000-field-sources.js';
import { EvidenceFitScores1766920000000 } from './migrations/1766920000000-evidence-fit-scores.js';
import { EvidenceUploads1766930000000 } from './migrations/1766930000000-evidence-uploads.js';
import { IcpVersions1767300000000 } from './migrations/1767300000000-icp-versions.js';
import { VersionFieldSources1767400000000 } from './migrations/1767400000000-version-field-sources.js';
import { SignOff1767500000000 } from './migrations/1767500000000-sign-off.js';
import { IcpVersionEntity } from '../history/icp-version.entity.js';
import { ShareLinks1767100000000 } from './migrations/1767100000000-share-links.js';
import { ShareLinkMakerAccess1767600000000 } from './migrations/1767600000000-share-link-maker-access.js';
import { EvidenceFitIndex1767810000000 } from './migrations/1767810000000-evidence-fit-index.js';

/** The service's own PostgreSQL schema: it reads and writes nothing else. */
export const ICP_SCHEMA = 'icp';

export const ICP_ENTITIES = [IcpEntity, DraftEntity, IcpScoreEntity, IcpVersionEntity, ShareLinkEntity];
/** Migrations in the order they run (classes, never a glob: the build has no source files). */
export const ICP_MIGRATIONS = [
  InitialSchema1763700000000,
  IcpProfession1764100000000,
  EvidenceImports1764200000000,
  ScoreFollowsProfile1766800000000,
  IcpDisqualifiers1766900000000,
  FieldSources1766910000000,
  EvidenceFitScores1766920000000,
  EvidenceUploads1766930000000,
  IcpVersions1767300000000,
  ShareLinks1767100000000,
  VersionFieldSources1767400000000,
  SignOff1767500000000,
  ShareLinkMakerAccess1767600000000,
  EvidenceFitIndex1767810000000,
];

export function createIcpDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: ICP_SCHEMA,
    entities: ICP_ENTITIES,
    migrations: ICP_MIGRATIONS,
    poolSize,
  });
}
