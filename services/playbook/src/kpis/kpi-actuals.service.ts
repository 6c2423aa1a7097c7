import { Injectable } from '@nestjs/common';
import {
  KPI_REVIEW_TASK,
  kpiBehindStreak,
  parseKpiCsv,
  parsePeriod,
  playbookKpisOf,
  trackedKpis,
  type Actor,
  type KpiStatus,
  type PlaybookKpis,
  type TrackedKpi,
} from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { displayName, visibilityAllows } from '../access/access.rules.js';
import { Peers } from '../access/peers.js';
import { PlaybookEvents } from '../events/playbook.events.js';
import { NotesRepository } from '../notes/notes.repository.js';
import type { PlaybookEntity } from '../playbooks/playbook.entity.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { KpiActualsRepository, type KpiActualInput } from './kpi-actuals.repository.js';
import { kpiStatusesOf } from './kpi-statuses.js';

const PLAYBOOK_NOT_FOUND = 'Playbook not found';
const KPI_NOT_FOUND = 'This playbook has no such KPI';
const NO_VALUE = 'No value is recorded for this period';

/**
 * KPI actuals (docs/product.md §17). Whoever may edit the playbook (PlaybooksService.findVisible: its
 * owner, their advisor, admins) reads and records them; others get 404 as for the playbook. A recording
 * is announced to the playbook's room (realtime) and may ask for a review: two "Behind" periods in a
 * row make one task "Review the profile and playbook" and a notification, once per streak.
 */
@Injectable()
export class KpiActualsService {
  constructor(
    private readonly actuals: KpiActualsRepository,
    private readonly playbooks: PlaybooksService,
    private readonly notes: NotesRepository,
    private readonly access: AccessService,
    private readonly peers: Peers,
    private readonly events: PlaybookEvents,
  ) {}

  async list(actor: Actor, id: string): Promise<PlaybookKpis> {
    const playbook = await this.playbooks.findVisible(actor, id);
    return this.kpisOf(playbook);
  }

  /** One period's value recorded or replaced. */
  async put(actor: Actor, id: string, kpiKey: string, period: string, value: number): Promise<PlaybookKpis> {
    const playbook = await this.playbooks.findVisible(actor, id);
    const kpi = this.kpi(playbook, kpiKey);
    const start = parsePeriod(period, kpi.periodKind);
    if (!start.ok) throw DomainError.badRequest(start.message, { period: [start.message] });
    await this.record(actor, playbook, [{ kpiKey: kpi.key, periodStart: start.start, value }]);
    return this.kpisOf(playbook);
  }

  /** One period's value removed (404 when none was recorded). */
  async remove(actor: Actor, id: string, kpiKey: string, period: string): Promise<PlaybookKpis> {
    const playbook = await this.playbooks.findVisible(actor, id);
    const kpi = this.kpi(playbook, kpiKey);
    const start = parsePeriod(period, kpi.periodKind);
    if (!start.ok) throw DomainError.badRequest(start.message, { period: [start.message] });
    if (!(await this.actuals.delete(id, kpi.key, start.start))) throw DomainError.notFound(NO_VALUE);
    this.events.kpiActualsChanged({ playbookId: id });
    return this.kpisOf(playbook);
  }

  /**
   * CSV rows kpi,period,value (the KPI by name or key): every row is checked first; any bad row answers
   * 400 naming each bad line and nothing is recorded.
   */
  async import(actor: Actor, id: string, csv: string): Promise<{ imported: number; kpis: PlaybookKpis }> {
    const playbook = await this.playbooks.findVisible(actor, id);
    const parsed = parseKpiCsv(csv);
    const errors = [...parsed.errors];
    const kpis = trackedKpis(playbook.kpis);
    const byKey = new Map(kpis.map((k) => [k.key, k]));
    const values = new Map<string, KpiActualInput & { line: number }>();
    for (const row of parsed.rows) {
      const kpi = byKey.get(trackedKpis([{ name: row.kpi }])[0]?.key ?? '');
      if (!kpi) {
        errors.push({ line: row.line, message: `Unknown KPI "${row.kpi.slice(0, 60)}"` });
        continue;
      }
      const start = parsePeriod(row.period, kpi.periodKind);
      if (!start.ok) {
        errors.push({ line: row.line, message: start.message });
        continue;
      }
      const k = `${kpi.key}|${start.start}`;
      const before = values.get(k);
      if (before) {
        errors.push({ line: row.line, message: `The same KPI and period as line ${before.line}` });
        continue;
      }
      values.set(k, { kpiKey: kpi.key, periodStart: start.start, value: row.value, line: row.line });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line);
      const lines = errors.slice(0, 50).map((e) => `line ${e.line}: ${e.message}`);
      const message =
        errors.length === 1
          ? `Nothing was imported: ${lines[0]}`
          : `Nothing was imported: ${errors.length} rows need fixing`;
      throw DomainError.badRequest(message, { csv: lines });
    }
    const list = [...values.values()].map(({ line: _line, ...v }) => v);
    await this.record(actor, playbook, list);
    return { imported: list.length, kpis: await this.kpisOf(playbook) };
  }

  /**
   * Each playbook's overall KPI status (the worst of its KPIs'), for the playbooks the actor may see;
   * null for the others, and for those without a status. One query for the values.
   */
  async statuses(actor: Actor, ids: readonly string[]): Promise<Record<string, KpiStatus | null>> {
    const unique = [...new Set(ids)];
    const out: Record<string, KpiStatus | null> = Object.fromEntries(unique.map((id) => [id, null]));
    if (unique.length === 0) return out;
    const visibility = await this.access.visibility(actor);
    const rows = await this.actuals.playbookKpis(unique);
    const visible = rows.filter((r) => visibilityAllows(visibility, r.userId));
    const actuals = await this.actuals.findForPlaybooks(visible.map((r) => r.id));
    for (const [id, status] of kpiStatusesOf(visible, actuals)) out[id] = status;
    return out;
  }

  private async kpisOf(playbook: PlaybookEntity): Promise<PlaybookKpis> {
    return playbookKpisOf(playbook.id, playbook.kpis, await this.actuals.findForPlaybook(playbook.id));
  }

  private kpi(playbook: PlaybookEntity, key: string): TrackedKpi {
    const kpi = trackedKpis(playbook.kpis).find((k) => k.key === key);
    if (!kpi) throw DomainError.notFound(KPI_NOT_FOUND);
    return kpi;
  }

  private async record(actor: Actor, playbook: PlaybookEntity, values: KpiActualInput[]): Promise<void> {
    if (!(await this.actuals.upsert(playbook.id, values, actor.userId))) {
      throw DomainError.notFound(PLAYBOOK_NOT_FOUND);
    }
    this.events.kpiActualsChanged({ playbookId: playbook.id });
    await this.reviewIfBehind(actor, playbook, [...new Set(values.map((v) => v.kpiKey))]);
  }

  /**
   * Two "Behind" periods in a row (kpiBehindStreak): one task on the playbook, given to the client's
   * advisor (the owner when they have none), and a notification to the owner and the advisor. Once per
   * streak (kpi_reviews). A failure is logged and never undoes the recording.
   */
  private async reviewIfBehind(actor: Actor, playbook: PlaybookEntity, keys: string[]): Promise<void> {
    try {
      const all = await this.actuals.findForPlaybook(playbook.id);
      for (const kpi of trackedKpis(playbook.kpis).filter((k) => keys.includes(k.key))) {
        const points = all.filter((a) => a.kpiKey === kpi.key);
        const streak = kpiBehindStreak(points, kpi.target, kpi.periodKind);
        if (!streak || !(await this.actuals.claimReview(playbook.id, kpi.key, streak))) continue;
        await this.askForReview(actor, playbook, kpi, streak);
      }
    } catch (err) {
      logger().error({ err, playbookId: playbook.id }, 'could not ask for a KPI review');
    }
  }

  private async askForReview(
    actor: Actor,
    playbook: PlaybookEntity,
    kpi: TrackedKpi,
    streak: string,
  ): Promise<void> {
    const people = await this.peers.taskAssignees(actor, playbook.userId).catch((err: unknown) => {
      logger().warn({ err }, 'could not read the advisor of a client');
      return [];
    });
    const advisor = people.find((u) => u.id !== playbook.userId && u.role === 'team_member') ?? null;
    const [me] = await this.peers.usersByIds(actor, [actor.userId]).catch(() => []);
    const authorName = me ? displayName(me) : null;
    const text = `${KPI_REVIEW_TASK}: "${kpi.name}" has been behind its target two periods in a row.`;
    const task = await this.notes.insert({
      icpId: null,
      playbookId: playbook.id,
      note: text,
      isTask: true,
      assignedTo: advisor?.id ?? playbook.userId,
      status: 'open',
      dueDate: null,
      ownerId: playbook.userId,
      userId: actor.userId,
      authorName,
    });
    await this.actuals.setReviewTask(playbook.id, kpi.key, streak, task.id);
    this.events.note('note_added', task);
    this.events.note('task_assigned', task);
    const recipientIds = [...new Set([playbook.userId, ...(advisor ? [advisor.id] : [])])];
    this.events.notificationRequested({
      kind: 'task_assigned',
      recipientIds,
      actorId: actor.userId,
      actorName: authorName,
      itemKind: 'playbook',
      itemId: playbook.id,
      itemName: playbook.name,
      noteId: task.id,
      excerpt: text.slice(0, 200),
    });
  }
}
