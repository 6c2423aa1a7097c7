import { Injectable } from '@nestjs/common';
import {
  copyName,
  SCORE_BUCKETS,
  type IcpReportStats,
  type IcpCockpit,
  type ActivityByUser,
  type Actor,
  type CanSeeResponse,
  type CountsByUser,
  type Icp,
  type IcpFields,
  type IcpListQuery,
  type Page,
  type Status,
  type TotalStats,
  type User,
  FIELD_CONFLICT_MESSAGE,
} from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { toVersionDetail } from '../history/history.rules.js';
import { AccessService } from '../access/access.service.js';
import { completionError } from './completion.js';
import { IcpEntity } from './icp.entity.js';
import { IcpEvents } from '../events/icp.events.js';
import { IcpsRepository, type VersionAuthor } from './icps.repository.js';
import { ScoreRefreshQueue } from '../scoring/score-refresh.queue.js';
import { displayName, fieldsToColumns, toIcp } from './icp.mapper.js';
import { nextFieldSources } from './field-sources.js';
import { toIcpCockpit } from './cockpit.js';

export const ICP_NOT_FOUND = 'ICP not found';

/**
 * Profiles: who may see them (see AccessService), the completed-status rule, the list's filters, and
 * the `icpChanged` events. Whoever may see a profile may change or delete it (the owning client, an
 * advisor assigned to that client, an admin); anything else is answered as if it did not exist (404).
 */
@Injectable()
export class IcpsService {
  constructor(
    private readonly icps: IcpsRepository,
    private readonly access: AccessService,
    private readonly events: IcpEvents,
    private readonly rescore: ScoreRefreshQueue,
  ) {}

  /** The profile if the actor may see it; 404 otherwise (its existence is not revealed). */
  async findVisible(actor: Actor, id: string): Promise<IcpEntity> {
    const row = await this.icps.findById(id);
    if (!row || !(await this.access.canSee(actor, row.userId))) throw DomainError.notFound(ICP_NOT_FOUND);
    return row;
  }

  /** One page of the visible profiles that match the filters, in the asked order (newest change first by default), and their total. */
  async list(actor: Actor, query: IcpListQuery): Promise<Page<Icp>> {
    const visibility = await this.access.visibility(actor);
    const { rows, total } = await this.icps.findPage(visibility, actor.userId, query);
    const items = rows.map((r) => toIcp(r, r));
    return { items, total, limit: query.limit, offset: query.offset };
  }

  async get(actor: Actor, id: string): Promise<Icp> {
    const row = await this.icps.findWithAi(id);
    if (!row || !(await this.access.canSee(actor, row.userId))) throw DomainError.notFound(ICP_NOT_FOUND);
    return toIcp(row, row);
  }

  /** A profile of the actor's own (`POST /api/icps`). */
  async create(actor: Actor, fields: IcpFields, draftId?: string | null): Promise<Icp> {
    const me = (await this.access.users(actor, [actor.userId])).get(actor.userId) ?? null;
    return this.insert(actor, fields, actor.userId, me, draftId, me);
  }

  /**
   * A profile for a client (`POST /api/advisor/icp`): advisors for their assigned clients, admins for
   * any client; a client may not (403), nor may an advisor for a client not assigned to them (403).
   */
  async createForClient(
    actor: Actor,
    clientId: string,
    fields: IcpFields,
    draftId?: string | null,
  ): Promise<Icp> {
    if (actor.role === 'client')
      throw DomainError.forbidden('Only advisors and administrators can create profiles for clients');
    if (actor.role === 'team_member' && !(await this.access.canSee(actor, clientId))) {
      throw DomainError.forbidden('You can create profiles only for your assigned clients');
    }
    const client = (await this.access.users(actor, [clientId])).get(clientId);
    if (!client) throw DomainError.notFound('Client not found');
    if (client.role !== 'client') throw DomainError.badRequest('Profiles can be created only for clients');
    return this.insert(actor, fields, clientId, client, draftId);
  }

  private async insert(
    actor: Actor,
    fields: IcpFields,
    ownerId: string,
    owner: User | null,
    draftId: string | null | undefined,
    me?: User | null,
  ): Promise<Icp> {
    const status: Status = fields.status ?? 'in_progress';
    if (status === 'completed') this.assertCompletable(fields);
    // The wizard's draft goes with the profile it became, and only the actor's own draft.
    const columns = fieldsToColumns(fields);
    const row = await this.icps.insert(
      {
        ...columns,
        fieldSources: nextFieldSources(columns, fields.fieldSources, null),
        // Unless the wizard says otherwise, a new profile is for the owner's own trade.
        profession: fields.profession !== undefined ? fields.profession : (owner?.profession ?? null),
        userId: ownerId,
        createdBy: actor.userId,
        status,
        clientName: owner ? displayName(owner) : null,
        clientEmail: owner?.email ?? null,
      },
      draftId ? { id: draftId, ownerId: actor.userId } : null,
      me !== undefined ? authorOf(actor, me) : await this.author(actor),
    );
    this.events.changed({ id: row.id, userId: row.userId, change: 'created' });
    return this.scoredOnCreate(row);
  }

  /** A new profile is scored through the queue like any save; its answer says 'updating' (or 'none'). */
  private async scoredOnCreate(row: IcpEntity): Promise<Icp> {
    if (!(await this.rescore.request(row.id, row.scoreRequestedAt))) row.scoreFailedAt = row.scoreRequestedAt;
    return toIcp(row, null);
  }

  /**
   * A copy of a profile the actor may see (404 otherwise), docs/product.md §11: "Copy of <name>", in
   * progress, every field as it is. It stays with the same client (an advisor's or admin's copy of a
   * client's profile is that client's, as `createForClient` makes it) and the actor is its creator. It is
   * scored afresh like any new profile (the AI suggestions and persona narrative live on the original's
   * score and are not copied), and has no notes or tasks (those live in the playbook service and name
   * the original).
   */
  async duplicate(actor: Actor, id: string): Promise<Icp> {
    const source = await this.findVisible(actor, id);
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      scoreRequestedAt: _r,
      scoreFailedAt: _f,
      signedOffVersion: _sv,
      signedOffAt: _sa,
      signedOffBy: _sb,
      observedFields: _o,
      ...columns
    } = source;
    const row = await this.icps.insert(
      { ...columns, name: copyName(source.name), createdBy: actor.userId, status: 'in_progress' },
      null,
      await this.author(actor),
    );
    this.events.changed({ id: row.id, userId: row.userId, change: 'created' });
    return this.scoredOnCreate(row);
  }

  /**
   * `PUT`: the fields replace the profile's; status stays unless the body names one. The save stamps the
   * profile for a re-score and queues it (docs/product.md §10). It keeps a version when it changes the
   * versioned fields (docs/product.md §13); `baseVersion`, the version the edit started from, makes a
   * save after someone else's a 409 with both versions (without it, last write wins). `restoredFrom`:
   * the save restores that version.
   */
  async update(
    actor: Actor,
    id: string,
    fields: IcpFields,
    opts: { baseVersion?: number; restoredFrom?: number } = {},
  ): Promise<Icp> {
    const current = await this.findVisible(actor, id);
    const status = fields.status ?? current.status;
    if (status === 'completed') this.assertCompletable(fields);
    const columns = fieldsToColumns(fields);
    // Fields the save leaves out and keeps (disqualifiers) keep their origin too.
    const fieldSources = nextFieldSources({ ...current, ...columns }, fields.fieldSources, {
      values: current,
      sources: current.fieldSources,
    });
    const saved = await this.icps.saveVersioned(
      id,
      { ...columns, fieldSources, status },
      { ...(await this.author(actor)), baseVersion: opts.baseVersion, restoredFrom: opts.restoredFrom },
    );
    if (saved.outcome === 'gone') throw DomainError.notFound(ICP_NOT_FOUND);
    if (saved.outcome === 'stale') {
      throw DomainError.staleVersion(FIELD_CONFLICT_MESSAGE, {
        baseVersion: opts.baseVersion ?? saved.current.version,
        current: toVersionDetail(saved.current),
        fields: saved.merge.conflicts,
        merged: saved.merge.merged,
      });
    }
    this.events.changed({ id, userId: current.userId, change: 'updated' });
    // The score follows the content: a re-score is queued (the answer says 'updating' until its event).
    const row = await this.icps.findWithAi(id);
    if (!row) throw DomainError.notFound(ICP_NOT_FOUND);
    if (!(await this.rescore.request(id, row.scoreRequestedAt))) row.scoreFailedAt = row.scoreRequestedAt;
    return toIcp(row, row);
  }

  /** The actor as a version's author: their display name as auth has it (null when auth cannot say). */
  private async author(actor: Actor): Promise<VersionAuthor> {
    const me = await this.access
      .users(actor, [actor.userId])
      .then((users) => users.get(actor.userId) ?? null)
      .catch((err: unknown) => {
        logger().warn({ err }, 'could not read the author of a save');
        return null;
      });
    return authorOf(actor, me);
  }

  async setStatus(actor: Actor, id: string, status: Status): Promise<Icp> {
    const current = await this.findVisible(actor, id);
    if (status === 'completed') this.assertCompletable(current);
    if (!(await this.icps.update(id, { status }))) throw DomainError.notFound(ICP_NOT_FOUND);
    this.events.changed({ id, userId: current.userId, change: 'status' });
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    const current = await this.findVisible(actor, id);
    if (!(await this.icps.delete(id))) throw DomainError.notFound(ICP_NOT_FOUND);
    this.events.changed({ id, userId: current.userId, change: 'deleted' });
    return { message: 'Deleted' };
  }

  /** May the actor see this profile? Never reveals the owner of one it may not see. */
  async canSee(actor: Actor, id: string): Promise<CanSeeResponse> {
    const row = await this.icps.findOwner(id);
    if (!row || !(await this.access.canSee(actor, row.userId))) return { allowed: false, ownerId: null };
    return { allowed: true, ownerId: row.userId };
  }

  /** Totals and completed counts per owner, in one query; every asked id answers (zeros if none). Admins only. */
  async countsByUser(actor: Actor, userIds: string[]): Promise<CountsByUser> {
    if (actor.role !== 'admin') throw DomainError.forbidden('Only administrators can do this');
    const counts: CountsByUser = {};
    for (const id of userIds) counts[id] = { total: 0, completed: 0 };
    if (userIds.length === 0) return counts;
    const rows = await this.icps.countsByOwner(userIds);
    for (const r of rows) counts[r.userId] = { total: r.total, completed: r.completed };
    return counts;
  }

  /**
   * Per user: their profiles and when one last changed, in one query. Only users the actor may see are
   * read (an advisor's clients, a client themselves, anyone for an admin); every other id answers zeros.
   */
  async activityByUser(actor: Actor, userIds: string[]): Promise<ActivityByUser> {
    const ids = [...new Set(userIds)];
    const out: ActivityByUser = {};
    for (const id of ids) out[id] = { total: 0, openTasks: 0, lastActivityAt: null };
    const v = await this.access.visibility(actor);
    const visible = v.all ? ids : ids.filter((id) => v.userIds.includes(id));
    if (visible.length === 0) return out;
    const rows = await this.icps.activityByOwner(visible);
    for (const r of rows) {
      out[r.userId] = {
        total: r.total,
        openTasks: 0,
        lastActivityAt: r.last ? new Date(r.last).toISOString() : null,
      };
    }
    return out;
  }

  /**
   * The cockpit's roll-up per client (docs/product.md §18), one query for them all. Only users the actor
   * may see are read (the same visibility as every read); every other id answers zeros and null.
   */
  async cockpit(actor: Actor, userIds: string[]): Promise<IcpCockpit> {
    const ids = [...new Set(userIds)];
    const v = await this.access.visibility(actor);
    const visible = v.all ? ids : ids.filter((id) => v.userIds.includes(id));
    const rows = visible.length === 0 ? [] : await this.icps.cockpitByOwner(visible);
    return toIcpCockpit(ids, rows);
  }

  /**
   * The owning client signs off the current version (docs/product.md §18). Someone who may not see the
   * profile gets its 404; anyone else but the owner 403; a version that is not the current one 409 (a
   * save came first: nothing is written). Signing the signed-off version again answers it as it is.
   */
  async signOff(actor: Actor, id: string, version: number): Promise<Icp> {
    const current = await this.findVisible(actor, id);
    if (actor.userId !== current.userId) {
      throw DomainError.forbidden('Only the client who owns this profile can sign it off');
    }
    if (version !== current.version || !(await this.icps.signOff(id, version, actor.userId))) {
      const now = (await this.icps.findById(id))?.version ?? current.version;
      throw DomainError.conflict(
        `Version ${version} is not the current version of this profile (version ${now}). Reload it and sign off what you read.`,
      );
    }
    this.events.changed({ id, userId: current.userId, change: 'updated' });
    return this.get(actor, id);
  }

  /** The ledger fields a ledger read found observed, kept for the cockpit (docs/product.md §18). */
  async rememberObserved(id: string, fields: readonly string[]): Promise<void> {
    await this.icps.setObservedFields(id, [...fields].sort());
  }

  /** How many profiles there are (admin metrics). Admins only. */
  async stats(actor: Actor): Promise<TotalStats> {
    if (actor.role !== 'admin') throw DomainError.forbidden('Only administrators can do this');
    return { total: await this.icps.countAll() };
  }

  /**
   * The admin's Reports (docs/product.md §2, Reports): profiles created per week over the last `weeks`
   * weeks and the quality-score distribution. Admins only (403).
   */
  async reportStats(actor: Actor, weeks: number): Promise<IcpReportStats> {
    if (actor.role !== 'admin') throw DomainError.forbidden('Only administrators can do this');
    const [createdPerWeek, scores] = await Promise.all([
      this.icps.createdPerWeek(weeks),
      this.icps.scoreDistribution(),
    ]);
    return {
      createdPerWeek,
      scoreBuckets: SCORE_BUCKETS.map((b, i) => ({ ...b, count: scores.buckets[i] ?? 0 })),
      unscored: scores.unscored,
    };
  }

  private assertCompletable(p: Parameters<typeof completionError>[0]): void {
    const message = completionError(p);
    if (message) throw DomainError.badRequest(message, { status: [message] });
  }
}

/** A version's author: the actor, with their display name (else username) when known. */
function authorOf(actor: Actor, user: User | null): VersionAuthor {
  return { authorId: actor.userId, authorName: user ? (displayName(user) ?? user.username) : null };
}
