import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AiStatus = 'none' | 'pending' | 'done' | 'failed';

/**
 * The quality score of one profile (`icp.icp_scores`, keyed by icp id, deleted with the profile). The
 * rubric part is rewritten by every analysis; the AI part (status, suggestions, persona narrative) is
 * written later by the AI analysis and survives a re-analysis.
 */
@Entity({ name: 'icp_scores' })
export class IcpScoreEntity {
  @PrimaryColumn({ name: 'icp_id', type: 'uuid' })
  icpId!: string;

  @Column({ name: 'overall_score', type: 'smallint' })
  overallScore!: number;

  @Column({ name: 'demographics_score', type: 'smallint' })
  demographicsScore!: number;

  @Column({ name: 'psychographics_score', type: 'smallint' })
  psychographicsScore!: number;

  @Column({ name: 'pain_points_score', type: 'smallint' })
  painPointsScore!: number;

  @Column({ name: 'needs_score', type: 'smallint' })
  needsScore!: number;

  @Column({ name: 'channels_score', type: 'smallint' })
  channelsScore!: number;

  /** The rubric's suggestions, most valuable first. */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  suggestions!: string[];

  /** Every check of every area with the points it earned: the explanation of the figures. */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  breakdown!: Record<string, unknown>;

  @Column({ name: 'rubric_version', type: 'integer' })
  rubricVersion!: number;

  @Column({ name: 'analyzed_at', type: 'timestamptz' })
  analyzedAt!: Date;

  /** The profile's `score_requested_at` these figures reflect (current when not older). */
  @Column({ name: 'scored_for', type: 'timestamptz', nullable: true })
  scoredFor!: Date | null;

  /** The Analyze the AI part belongs to: the AI job names it, and only its answer is written. */
  @Column({ name: 'ai_requested_at', type: 'timestamptz', nullable: true })
  aiRequestedAt!: Date | null;

  @Column({ name: 'ai_status', type: 'varchar', length: 10, default: 'none' })
  aiStatus!: AiStatus;

  @Column({ name: 'ai_suggestions', type: 'jsonb', nullable: true })
  aiSuggestions!: string[] | null;

  @Column({ name: 'persona_narrative', type: 'text', nullable: true })
  personaNarrative!: string | null;

  @Column({ name: 'ai_error', type: 'text', nullable: true })
  aiError!: string | null;

  @Column({ name: 'ai_updated_at', type: 'timestamptz', nullable: true })
  aiUpdatedAt!: Date | null;
}
