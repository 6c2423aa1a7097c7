import { Injectable } from '@nestjs/common';
import type {
  ActivityByUser,
  Actor,
  CanSeeResponse,
  CountsByUser,
  KpiStatus,
  MessageResponse,
  Page,
  Playbook,
  PlaybookFields,
  PlaybookListQuery,
  PlaybookCockpit,
  PlaybookReportStats,
  Status,
  TotalStats,
} from '@icp-studio/contracts';
import { copyName, FIELD_CONFLICT_MESSAGE } from '@icp-studio/contracts';
import { DomainError, currentActorProof, logger } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { visibilityAllows } from '../access/access.rules.js';
import { Peers } from '../access/peers.js';
import { PlaybookEvents } from '../events/playbook.events.js';
import type { PlaybookEntity } from './playbook.entity.js';
import { PlaybooksRepository, type VersionAuthor } from './playbooks.repository.js';
import { toVersionDetail } from '../history/history.rules.js';
import { displayName } from '../access/access.rules.js';
import { fieldsToContent, initialStatus, nextStatus, toPlaybook } from './playbook.mapper.js';
import { toPlaybookCockpit, utcToday } from './cockpit.js';
import { KpiActualsRepository } from '../kpis/kpi-actuals.repository.js';
import { kpiStatusesOf } from '../kpis/kpi-statuses.js';

const PLAYBOOK_NOT_FOUND = 'Playbook not found';
const ICP_NOT_FOUND = 'ICP not found';
/** A move to another client's profile (see the rule on `update`). */
export const MOVE_ACROSS_CLIENTS =
  "A playbook stays with its client: it can only be moved to another of this client's profiles. " +
  "To use it for another client, create a new playbook on that client's profile.";

/** Playbooks: who sees them (the owner of the linked profile, their advisor, admins) and their changes. */
@Injectable()
export class PlaybooksService {
  constructor(
    private readonly playbooks: PlaybooksRepository,
    private readonly access: AccessService,
    private readonly peers: Peers,
    private readonly events: PlaybookEvents,
    private readonly kpiActuals: KpiActualsRepository,
  ) {}

  /** The playbook, when the actor may see it; 404 otherwise (whether it exists or not). */
  async findVisible(actor: Actor, id: string): Promise<PlaybookEntity> {
    const playbook = await this.playbooks.findById(id);
    if (!playbook || !(await this.access.canSee(actor, playbook.userId))) {
      throw DomainError.notFound(PLAYBOOK_NOT_FOUND);
    }
    return playbook;
  }

  /** Newest change first, within what the actor sees, filtered and paged. */
  async list(actor: Actor, query: PlaybookListQuery): Promise<Page<Playbook>> {
    const visibility = await this.access.visibility(actor);
    const { rows, total } = await this.playbooks.findPage(visibility, query);
    return { items: rows.map(toPlaybook), total, limit: query.limit, offset: query.offset };
  }

  async get(actor: Actor, id: string): Promise<Playbook> {
    return toPlaybook(await this.findVisible(actor, id));
  }

  /**
   * A playbook on a profile the actor may see (404 'ICP not found' otherwise). It belongs to the
   * profile's owner; the actor is its creator.
   */
  async create(actor: Actor, fields: PlaybookFields): Promise<Playbook> {
    const icp = await this.linkableIcp(actor, fields.icpId);
    const saved = await this.playbooks.insert(
      {
        ...fieldsToContent(fields),
        icpId: fields.icpId,
        icpName: icp.name,
        clientName: icp.clientName,
        userId: icp.ownerId,
        createdBy: actor.userId,
        status: initialStatus(fields),
      },
      await this.author(actor),
    );
    this.events.playbookChanged({ id: saved.id, userId: saved.userId, change: 'created' });
    return toPlaybook(saved);
  }

  /**
   * A copy of a playbook the actor may see (404 otherwise), docs/product.md §11: "Copy of <name>", in
   * progress, every field as it is, on the same profile and so with the same client (a playbook stays
   * with its client); the actor is its creator. Notes and tasks are not copied.
   */
  async duplicate(actor: Actor, id: string): Promise<Playbook> {
    const source = await this.findVisible(actor, id);
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      signedOffVersion: _sv,
      signedOffAt: _sa,
      signedOffBy: _sb,
      approvalState: _as,
      approvalVersion: _av,
      approvedVersion: _apv,
      approvedAt: _aa,
      approvedByName: _ab,
      ...columns
    } = source;
    const saved = await this.playbooks.insert(
      { ...columns, name: copyName(source.name), createdBy: actor.userId, status: initialStatus({}) },
      await this.author(actor),
    );
    this.events.playbookChanged({ id: saved.id, userId: saved.userId, change: 'created' });
    return toPlaybook(saved);
  }

  /**
   * PUT: every field is replaced (a field left out is cleared); the status stays unless given. Moving
   * the playbook to another profile needs that profile to be visible too, and to belong to the same
   * client: a playbook and its notes stay with their client (notes may speak of that client's
   * business, and another client must never read them), so a move to another client's profile is
   * refused with 409 (docs/developing.md, "Rules"). It keeps a version when it changes the versioned
   * fields (docs/product.md §13); `baseVersion`, the version the edit started from, makes a save after
   * someone else's a 409 with both versions (without it, last write wins). `restoredFrom`: the save
   * restores that version.
   */
  async update(
    actor: Actor,
    id: string,
    fields: PlaybookFields,
    opts: { baseVersion?: number; restoredFrom?: number } = {},
  ): Promise<Playbook> {
    const current = await this.findVisible(actor, id);
    const userId = current.userId;
    let icpName = current.icpName;
    let clientName = current.clientName;
    if (fields.icpId !== current.icpId) {
      const icp = await this.linkableIcp(actor, fields.icpId);
      if (icp.ownerId !== current.userId) {
        throw DomainError.conflict(MOVE_ACROSS_CLIENTS, { icpId: [MOVE_ACROSS_CLIENTS] });
      }
      icpName = icp.name;
      clientName = icp.clientName;
    } else {
      // Refresh the denormalised name while here; the owner's view of the profile is the truth.
      const icp = await this.peers.icp(actor, fields.icpId).catch((err: unknown) => {
        logger().warn({ err, icpId: fields.icpId }, 'could not read the profile name');
        return null;
      });
      if (icp) {
        icpName = icp.name;
        clientName = icp.clientName ?? null;
      }
    }
    // The owner is part of the condition: the playbook is changed only while it is still this client's.
    const saved = await this.playbooks.saveVersioned(
      { id, userId },
      {
        ...fieldsToContent(fields),
        icpId: fields.icpId,
        icpName,
        clientName,
        status: nextStatus(fields, current.status),
      },
      { ...(await this.author(actor)), baseVersion: opts.baseVersion, restoredFrom: opts.restoredFrom },
    );
    // deleted meanwhile (a concurrent DELETE): not found, like a playbook that was never there
    if (saved.outcome === 'gone') throw DomainError.notFound(PLAYBOOK_NOT_FOUND);
    if (saved.outcome === 'stale') {
      throw DomainError.staleVersion(FIELD_CONFLICT_MESSAGE, {
        baseVersion: opts.baseVersion ?? saved.current.version,
        current: toVersionDetail(saved.current),
        fields: saved.merge.conflicts,
        merged: saved.merge.merged,
      });
    }
    this.events.playbookChanged({ id, userId: saved.row.userId, change: 'updated' });
    return toPlaybook(saved.row);
  }

  /** The actor as a version's author: their display name as auth has it (null when auth cannot say). */
  private async author(actor: Actor): Promise<VersionAuthor> {
    const [me] = await this.peers.usersByIds(actor, [actor.userId]).catch((err: unknown) => {
      logger().warn({ err }, 'could not read the author of a save');
      return [];
    });
    return { authorId: actor.userId, authorName: me ? displayName(me) : null };
  }

  /** PATCH `{status}`. */
  async setStatus(actor: Actor, id: string, status: Status): Promise<Playbook> {
    const current = await this.findVisible(actor, id);
    if (!(await this.playbooks.update({ id }, { status }))) throw DomainError.notFound(PLAYBOOK_NOT_FOUND);
    this.events.playbookChanged({ id, userId: current.userId, change: 'status' });
    const saved = await this.playbooks.findById(id); // null when deleted meanwhile
    if (!saved) throw DomainError.notFound(PLAYBOOK_NOT_FOUND);
    return toPlaybook(saved);
  }

  /** Deletes the playbook and (by the foreign key) its notes. */
  async delete(actor: Actor, id: string): Promise<MessageResponse> {
    const current = await this.findVisible(actor, id);
    // Approved copy is kept while its retention runs (docs/approvals.md): only an admin deletes it.
    const retainedUntil = actor.role === 'admin' ? null : await this.playbooks.retainedUntil(id);
    if (retainedUntil) {
      throw DomainError.conflict(
        `This playbook has approved copy that is kept until ${retainedUntil.toISOString().slice(0, 10)} (the retention your admin set); it cannot be deleted before then.`,
      );
    }
    if (!(await this.playbooks.delete(id))) throw DomainError.notFound(PLAYBOOK_NOT_FOUND);
    this.events.playbookChanged({ id, userId: current.userId, change: 'deleted' });
    return { message: 'Deleted' };
  }

  /** May the actor see this playbook (realtime rooms, exports)? The owner only when they may. */
  async canSee(actor: Actor, id: string): Promise<CanSeeResponse> {
    const playbook = await this.playbooks.findOwner(id);
    if (!playbook || !(await this.access.canSee(actor, playbook.userId))) {
      return { allowed: false, ownerId: null };
    }
    return { allowed: true, ownerId: playbook.userId };
  }

  /** Total and completed playbooks per owner, in one query. Admin only (403). */
  async countsByUser(actor: Actor, userIds: readonly string[]): Promise<CountsByUser> {
    if (actor.role !== 'admin') throw DomainError.forbidden();
    const ids = [...new Set(userIds)];
    const counts: CountsByUser = Object.fromEntries(ids.map((id) => [id, { total: 0, completed: 0 }]));
    if (ids.length === 0) return counts;
    const rows = await this.playbooks.countsByOwner(ids);
    for (const row of rows) counts[row.user_id] = { total: row.total, completed: row.completed };
    return counts;
  }

  /**
   * Per user: their playbooks, the open tasks on their profiles and playbooks, and when one of their
   * playbooks or notes last changed, in one query. Only users the actor may see are read; every other
   * id answers zeros.
   */
  async activityByUser(actor: Actor, userIds: readonly string[]): Promise<ActivityByUser> {
    const ids = [...new Set(userIds)];
    const out: ActivityByUser = Object.fromEntries(
      ids.map((id) => [id, { total: 0, openTasks: 0, lastActivityAt: null }]),
    );
    const visibility = await this.access.visibility(actor);
    const visible = visibility.all ? ids : ids.filter((id) => visibilityAllows(visibility, id));
    if (visible.length === 0) return out;
    const rows = await this.playbooks.activityByOwner(visible);
    for (const r of rows) {
      out[r.user_id] = {
        total: r.total,
        openTasks: r.open_tasks,
        lastActivityAt: r.last ? new Date(r.last).toISOString() : null,
      };
    }
    return out;
  }

  /**
   * The cockpit's roll-up per client (docs/product.md §18), one query for them all. Only users the actor
   * may see are read; every other id answers zeros and null. `today` (the caller's calendar day) decides
   * what is overdue; without it the UTC day.
   */
  async cockpit(actor: Actor, userIds: readonly string[], today?: string): Promise<PlaybookCockpit> {
    const ids = [...new Set(userIds)];
    const visibility = await this.access.visibility(actor);
    const visible = visibility.all ? ids : ids.filter((id) => visibilityAllows(visibility, id));
    const rows =
      visible.length === 0 ? [] : await this.playbooks.cockpitByOwner(visible, today ?? utcToday());
    const playbookIds = rows.map((r) => r.id).filter((id): id is string => id !== null);
    return toPlaybookCockpit(ids, rows, await this.kpiStatusByPlaybook(playbookIds));
  }

  /**
   * THE place a playbook's overall KPI status comes from (docs/product.md §17, §18): the worst of its
   * KPIs' statuses (`behind`, `at_risk`, `on_track`), null without one. Two queries for them all; the
   * caller has checked that the actor may see these playbooks.
   */
  async kpiStatusByPlaybook(playbookIds: readonly string[]): Promise<Map<string, KpiStatus | null>> {
    const ids = [...new Set(playbookIds)];
    const out = new Map<string, KpiStatus | null>(ids.map((id) => [id, null]));
    if (ids.length === 0) return out;
    const [rows, actuals] = await Promise.all([
      this.kpiActuals.playbookKpis(ids),
      this.kpiActuals.findForPlaybooks(ids),
    ]);
    for (const [id, status] of kpiStatusesOf(rows, actuals)) out.set(id, status);
    return out;
  }

  /**
   * The owning client signs off the current version (docs/product.md §18). Someone who may not see the
   * playbook gets its 404; anyone else but the owner 403; a version that is not the current one 409 (a
   * save came first: nothing is written). Signing the signed-off version again answers it as it is.
   */
  async signOff(actor: Actor, id: string, version: number): Promise<Playbook> {
    const current = await this.findVisible(actor, id);
    if (actor.userId !== current.userId) {
      throw DomainError.forbidden('Only the client who owns this playbook can sign it off');
    }
    if (version !== current.version || !(await this.playbooks.signOff(id, version, actor.userId))) {
      const now = (await this.playbooks.findById(id))?.version ?? current.version;
      throw DomainError.conflict(
        `Version ${version} is not the current version of this playbook (version ${now}). Reload it and sign off what you read.`,
      );
    }
    this.events.playbookChanged({ id, userId: current.userId, change: 'updated' });
    return this.get(actor, id);
  }

  /** How many playbooks there are (admin metrics). Admin only. */
  async stats(actor: Actor): Promise<TotalStats> {
    if (actor.role !== 'admin') throw DomainError.forbidden();
    return { total: await this.playbooks.countAll() };
  }

  /** Playbooks created per week over the last `weeks` weeks (admin Reports, docs/product.md §2). Admin only. */
  async reportStats(actor: Actor, weeks: number): Promise<PlaybookReportStats> {
    if (actor.role !== 'admin') throw DomainError.forbidden();
    return { createdPerWeek: await this.playbooks.createdPerWeek(weeks) };
  }

  /**
   * A profile was deleted: its playbooks go, with their notes and the profile's own notes, in one
   * transaction. Answers the playbooks removed.
   */
  async removeForIcp(icpId: string): Promise<{ id: string; userId: string }[]> {
    const removed = await this.playbooks.deleteForIcp(icpId);
    for (const row of removed) {
      this.events.playbookChanged({ id: row.id, userId: row.userId, change: 'deleted' });
    }
    return removed;
  }

  /**
   * A profile changed: refresh its denormalised name on the playbooks linked to it. The profile is read
   * as whoever changed it (the event's signed actor, who could see it); an event without one changes
   * nothing. Does not count as a change of the playbooks (updatedAt stays).
   */
  async refreshIcpName(icpId: string): Promise<void> {
    const by = currentActorProof()?.actor;
    if (!by) return;
    const icp = await this.peers.icp(by, icpId);
    if (!icp) return;
    await this.playbooks.setIcpNames(icpId, icp.name, icp.clientName ?? null);
  }

  /** The profile a playbook may be linked to: visible to the actor, with its owner and name. */
  private async linkableIcp(
    actor: Actor,
    icpId: string,
  ): Promise<{ ownerId: string; name: string | null; clientName: string | null }> {
    const [canSee, icp] = await Promise.all([
      this.peers.icpCanSee(actor, icpId),
      this.peers.icp(actor, icpId),
    ]);
    if (!canSee.allowed || !canSee.ownerId || !icp) throw DomainError.notFound(ICP_NOT_FOUND);
    return { ownerId: canSee.ownerId, name: icp.name, clientName: icp.clientName ?? null };
  }
}
