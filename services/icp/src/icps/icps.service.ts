import { Injectable } from '@nestjs/common';
import {
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
} from '@icp-studio/contracts';
import { DomainError, escapeLike } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import { DraftEntity } from '../drafts/draft.entity.js';
import { completionError } from './completion.js';
import { IcpEntity } from './icp.entity.js';
import { IcpEvents } from './icp-events.js';
import { displayName, fieldsToColumns, toIcp, type IcpAiPart } from './icp.mapper.js';

export const ICP_NOT_FOUND = 'ICP not found';

/**
 * Profiles: who may see them (see AccessService), the completed-status rule, the list's filters, and
 * the `icpChanged` events. Whoever may see a profile may change or delete it (the owning client, an
 * advisor assigned to that client, an admin); anything else is answered as if it did not exist (404).
 */
@Injectable()
export class IcpsService {
  constructor(
    private readonly ds: DataSource,
    private readonly access: AccessService,
    private readonly events: IcpEvents,
  ) {}

  private get repo() {
    return this.ds.getRepository(IcpEntity);
  }

  /**
   * Every column of `icp.icps` (alias `i`) under its entity property name: raw rows come out shaped
   * like the entity (pg already turns jsonb and timestamptz into values), with no ORM hydration on
   * the hot reads.
   */
  private get columns(): string {
    return (this.columnList ??= this.ds
      .getMetadata(IcpEntity)
      .columns.map((c) => `i."${c.databaseName}" AS "${c.propertyName}"`)
      .join(', '));
  }
  private columnList?: string;

  /** The profile if the actor may see it; 404 otherwise (its existence is not revealed). */
  async findVisible(actor: Actor, id: string): Promise<IcpEntity> {
    const row = await this.repo.findOneBy({ id });
    if (!row || !(await this.access.canSee(actor, row.userId))) throw DomainError.notFound(ICP_NOT_FOUND);
    return row;
  }

  /**
   * One page of the visible profiles that match the filters, newest change first, and their total.
   *
   * For an advisor or a client the matching ids are collected first from the owner index (a
   * materialised CTE of narrow rows), then counted and top-N sorted: the cost follows the size of
   * the actor's own scope. Walking the global updated_at order instead can cross the whole table when
   * the scope's clients are quiet while others are busy. An admin's list has no scope and takes the
   * page straight from the updated_at index.
   */
  async list(actor: Actor, query: IcpListQuery): Promise<Page<Icp>> {
    const visibility = await this.access.visibility(actor);
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (!visibility.all) where.push(`"user_id" = ANY(${param([...visibility.userIds])}::uuid[])`);
    if (query.userId) where.push(`"user_id" = ${param(query.userId)}`);
    if (query.status) where.push(`"status" = ${param(query.status)}`);
    if (query.type) where.push(`"type" = ${param(query.type)}`);
    const industry = query.industry?.trim();
    if (industry) where.push(`lower("industry") = lower(${param(industry)})`);
    const search = query.search?.trim();
    if (search) {
      const pattern = param(escapeLike(search));
      where.push(
        `("name" ILIKE ${pattern} OR "client_name" ILIKE ${pattern} OR "client_email" ILIKE ${pattern})`,
      );
    }
    if (query.hasAi) {
      const withAi = `EXISTS (SELECT 1 FROM "icp"."icp_scores" s WHERE s."icp_id" = "icp"."icps"."id" AND s."ai_suggestions" IS NOT NULL)`;
      where.push(query.hasAi === 'true' ? withAi : `NOT ${withAi}`);
    }
    if (query.createdBy === 'me') where.push(`"created_by" = ${param(actor.userId)}`);
    else if (query.createdBy === 'client') where.push(`"created_by" = "user_id"`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = `LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`;
    const order = `ORDER BY "updated_at" DESC, "id" DESC`;

    // One statement: the page's full rows with their AI part, and the total beside each row. For an
    // advisor or a client the matching ids come from the owner index (a materialised CTE of narrow
    // rows) and the total is a window over them; an admin's page comes straight from the updated_at
    // index and the total from one count.
    const select = `SELECT ${this.columns}, s."ai_suggestions" AS "aiSuggestions",
              s."persona_narrative" AS "personaNarrative", p."total"
         FROM page p JOIN "icp"."icps" i ON i."id" = p."id"
         LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = p."id"
        ${order.replace(/"(\w+)"/g, 'p."$1"')}`;
    const rows = (await this.ds.query(
      visibility.all
        ? `WITH page AS (SELECT "id", "updated_at", (SELECT count(*)::int FROM "icp"."icps" ${filter}) AS "total"
                           FROM "icp"."icps" ${filter} ${order} ${page}) ${select}`
        : `WITH visible AS MATERIALIZED (SELECT "id", "updated_at" FROM "icp"."icps" ${filter}),
                page AS (SELECT "id", "updated_at", count(*) OVER ()::int AS "total"
                           FROM visible ${order} ${page}) ${select}`,
      params,
    )) as (IcpEntity & IcpAiPart & { total: number })[];
    // A page past the end has no row to carry the total: count it on its own.
    const total = rows.length
      ? rows[0]!.total
      : (
          (await this.ds.query(
            `SELECT count(*)::int AS "total" FROM "icp"."icps" ${filter}`,
            params.slice(0, -2),
          )) as { total: number }[]
        )[0]!.total;
    const items = rows.map((r) => toIcp(r, r));
    return { items, total, limit: query.limit, offset: query.offset };
  }

  async get(actor: Actor, id: string): Promise<Icp> {
    const [row] = (await this.ds.query(
      `SELECT ${this.columns}, s."ai_suggestions" AS "aiSuggestions", s."persona_narrative" AS "personaNarrative"
         FROM "icp"."icps" i LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = i."id"
        WHERE i."id" = $1`,
      [id],
    )) as (IcpEntity & IcpAiPart)[];
    if (!row || !(await this.access.canSee(actor, row.userId))) throw DomainError.notFound(ICP_NOT_FOUND);
    return toIcp(row, row);
  }

  /** A profile of the actor's own (`POST /api/icps`). */
  async create(actor: Actor, fields: IcpFields, draftId?: string | null): Promise<Icp> {
    const me = (await this.access.users(actor, [actor.userId])).get(actor.userId) ?? null;
    return this.insert(actor, fields, actor.userId, me, draftId);
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
  ): Promise<Icp> {
    const status: Status = fields.status ?? 'in_progress';
    if (status === 'completed') this.assertCompletable(fields);
    const row = await this.ds.transaction(async (m) => {
      const result = await m.getRepository(IcpEntity).insert({
        ...fieldsToColumns(fields),
        userId: ownerId,
        createdBy: actor.userId,
        status,
        clientName: owner ? displayName(owner) : null,
        clientEmail: owner?.email ?? null,
      });
      const id = (result.identifiers[0] as { id: string }).id;
      // The wizard's draft goes with the profile it became, and only the actor's own draft.
      if (draftId) await m.getRepository(DraftEntity).delete({ id: draftId, userId: actor.userId });
      return m.getRepository(IcpEntity).findOneByOrFail({ id });
    });
    this.events.changed({ id: row.id, userId: row.userId, change: 'created' });
    return toIcp(row, null);
  }

  /** `PUT`: the fields replace the profile's; status stays unless the body names one. */
  async update(actor: Actor, id: string, fields: IcpFields): Promise<Icp> {
    const current = await this.findVisible(actor, id);
    const status = fields.status ?? current.status;
    if (status === 'completed') this.assertCompletable(fields);
    const result = await this.repo.update(
      { id },
      { ...fieldsToColumns(fields), status, updatedAt: () => 'now()' },
    );
    if (!result.affected) throw DomainError.notFound(ICP_NOT_FOUND);
    this.events.changed({ id, userId: current.userId, change: 'updated' });
    return this.get(actor, id);
  }

  async setStatus(actor: Actor, id: string, status: Status): Promise<Icp> {
    const current = await this.findVisible(actor, id);
    if (status === 'completed') this.assertCompletable(current);
    const result = await this.repo.update({ id }, { status, updatedAt: () => 'now()' });
    if (!result.affected) throw DomainError.notFound(ICP_NOT_FOUND);
    this.events.changed({ id, userId: current.userId, change: 'status' });
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    const current = await this.findVisible(actor, id);
    const result = await this.repo.delete({ id });
    if (!result.affected) throw DomainError.notFound(ICP_NOT_FOUND);
    this.events.changed({ id, userId: current.userId, change: 'deleted' });
    return { message: 'Deleted' };
  }

  /** May the actor see this profile? Never reveals the owner of one it may not see. */
  async canSee(actor: Actor, id: string): Promise<CanSeeResponse> {
    const row = await this.repo.findOne({ select: { id: true, userId: true }, where: { id } });
    if (!row || !(await this.access.canSee(actor, row.userId))) return { allowed: false, ownerId: null };
    return { allowed: true, ownerId: row.userId };
  }

  /** Totals and completed counts per owner, in one query; every asked id answers (zeros if none). Admins only. */
  async countsByUser(actor: Actor, userIds: string[]): Promise<CountsByUser> {
    if (actor.role !== 'admin') throw DomainError.forbidden('Only administrators can do this');
    const counts: CountsByUser = {};
    for (const id of userIds) counts[id] = { total: 0, completed: 0 };
    if (userIds.length === 0) return counts;
    const rows = (await this.ds.query(
      `SELECT "user_id" AS "userId", count(*)::int AS "total",
              count(*) FILTER (WHERE "status" = 'completed')::int AS "completed"
         FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"`,
      [userIds],
    )) as { userId: string; total: number; completed: number }[];
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
    const rows = (await this.ds.query(
      `SELECT "user_id" AS "userId", count(*)::int AS "total", max("updated_at") AS "last"
         FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"`,
      [visible],
    )) as { userId: string; total: number; last: Date | string | null }[];
    for (const r of rows) {
      out[r.userId] = {
        total: r.total,
        openTasks: 0,
        lastActivityAt: r.last ? new Date(r.last).toISOString() : null,
      };
    }
    return out;
  }

  /** How many profiles there are (admin metrics). Admins only. */
  async stats(actor: Actor): Promise<TotalStats> {
    if (actor.role !== 'admin') throw DomainError.forbidden('Only administrators can do this');
    const [row] = (await this.ds.query(`SELECT count(*)::int AS "total" FROM "icp"."icps"`)) as TotalStats[];
    return { total: row?.total ?? 0 };
  }

  private assertCompletable(p: Parameters<typeof completionError>[0]): void {
    const message = completionError(p);
    if (message) throw DomainError.badRequest(message, { status: [message] });
  }
}
