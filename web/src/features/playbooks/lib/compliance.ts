import { checkCompliance, type ComplianceFinding, type Playbook } from '@icp-studio/contracts';

/** One piece of the playbook's copy, named as the page names its section. */
export interface PlaybookCopy {
  label: string;
  text: string;
}

/** Every string inside a stored value (a campaign's fields, a pillar list), in order. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The copy a reader of the playbook's marketing sees, which the compliance check reads
 * (docs/compliance.md): the value proposition, key messages, messaging pillars, positioning, content
 * strategy and campaigns.
 */
export function playbookCopy(p: Playbook): PlaybookCopy[] {
  const parts: Array<[string, unknown]> = [
    ['Value proposition', p.valueProposition],
    ['Key messages', p.keyMessages],
    ['Messaging pillars', p.messagingPillars],
    ['Positioning', p.positioning],
    ['Content strategy', p.contentStrategy],
    ['Campaigns', p.campaigns],
  ];
  return parts.flatMap(([label, value]) => strings(value).map((text) => ({ label, text })));
}

export interface CopyFinding extends ComplianceFinding {
  /** The section the phrase is in, and the whole text it was found in. */
  label: string;
  text: string;
}

/** The findings of the check over the playbook's copy, section by section, for the profile's trade. */
export function playbookFindings(p: Playbook, profession: string | null | undefined): CopyFinding[] {
  return playbookCopy(p).flatMap(({ label, text }) =>
    checkCompliance(text, profession).map((f) => ({ ...f, label, text })),
  );
}
