import { Injectable } from '@nestjs/common';
import {
  AUTH,
  ICP,
  PLAYBOOK,
  REPORT_WEEKS,
  COCKPIT_LOW_SCORE,
  COCKPIT_MAX_CLIENTS,
  COCKPIT_STALE_DAYS,
  cockpitRow,
  type Cockpit,
  clientListingSchema,
  pageOf,
  type Actor,
  type AdminClientQuery,
  type AdminMetrics,
  type AdminReports,
  type AdvisorClientListing,
  type AdvisorSummary,
  type ClientListing,
  type CountsByUser,
  type Page,
  type PageQuery,
  type RpcAnswer,
  type RpcBody,
  type RpcSubject,
} from '@icp-studio/contracts';
import { RpcClient } from '@icp-studio/service-kit';
import { upstream } from '../infra/upstream.js';
import { toMetrics, toReports, withCounts } from './admin.rules.js';
import { ReadCache } from './read-cache.js';
import { SingleFlight } from './single-flight.js';

/** `AUTH.listUsers` answers users or client rows; asked for `role: 'client'`, client rows. */
const clientPageSchema = pageOf(clientListingSchema);

/**
 * The admin and advisor pages' reads, gathered from the services that own the data: every answer is built
 * from a fixed, small number of requests (never one per row), sent in parallel where they do not depend
 * on each other, each carrying the caller's actor so the owners check it again. The whole answer is then
 * kept in the ReadCache for that actor only (ADMIN_READ_CACHE_MS), and dropped as soon as an event says
 * something it shows changed (ReadCacheEvents).
 */
@Injectable()
export class AdminService {
  /** Metrics gathers in flight, per admin. */
  private readonly metricsInFlight = new SingleFlight<AdminMetrics>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ReadCache,
  ) {}

  /** `load`'s answer for this actor and read, from the cache while no event has dropped it. */
  private cached<T>(actor: Actor, read: string, query: unknown, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${actor.userId} ${actor.role} ${read} ${JSON.stringify(query ?? null)}`, load);
  }

  /**
   * Three requests in parallel: auth's user figures, icp's and playbook's totals (exact counts, whose
   * cost grows with the tables), each carrying that admin's actor, so auth checks their role against its
   * database every gather. Kept in the read cache (which shares a running gather among the admin's
   * requests, and drops it on the next event). With the cache off (ADMIN_READ_CACHE_MS=0), the requests
   * of one admin that arrive while a gather for that admin is running share its answer, so a burst
   * (reloads, several tabs) costs one gather: an answer is at most one gather old.
   */
  metrics(actor: Actor): Promise<AdminMetrics> {
    if (!this.cache.keeps) return this.metricsInFlight.run(actor.userId, () => this.gatherMetrics(actor));
    return this.cached(actor, 'metrics', null, () => this.gatherMetrics(actor));
  }

  private async gatherMetrics(actor: Actor): Promise<AdminMetrics> {
    const [users, icps, playbooks] = await Promise.all([
      this.ask(AUTH.stats, {}, actor),
      this.ask(ICP.stats, {}, actor),
      this.ask(PLAYBOOK.stats, {}, actor),
    ]);
    return toMetrics(users, icps, playbooks);
  }

  /**
   * One page of clients (auth: filters, assignment, advisor names), then, for the whole page at once,
   * one ICP.countsByUser and one PLAYBOOK.countsByUser request in parallel.
   */
  clients(actor: Actor, query: AdminClientQuery): Promise<Page<ClientListing>> {
    return this.cached(actor, 'clients', query, () => this.gatherClients(actor, query));
  }

  private async gatherClients(actor: Actor, query: AdminClientQuery): Promise<Page<ClientListing>> {
    const answer = await this.ask(AUTH.listUsers, { ...query, role: 'client' }, actor);
    const page = upstream(clientPageSchema, answer, AUTH.listUsers);
    const userIds = page.items.map((c) => c.id);
    if (userIds.length === 0) return page;
    const [icps, playbooks] = await Promise.all([
      this.counts(ICP.countsByUser, userIds, actor),
      this.counts(PLAYBOOK.countsByUser, userIds, actor),
    ]);
    return withCounts(page, icps, playbooks);
  }

  /**
   * `GET /api/advisor/clients`: auth's list of the advisor's clients (auth decides who may ask for
   * whose), then, for the whole list at once, one ICP.activityByUser and one PLAYBOOK.activityByUser
   * request in parallel, each carrying the caller's actor (icp and playbook count only what it may see).
   */
  advisorClients(actor: Actor, query: { advisorId?: string }): Promise<AdvisorClientListing[]> {
    return this.cached(actor, 'advisorClients', query, () => this.gatherAdvisorClients(actor, query));
  }

  private async gatherAdvisorClients(
    actor: Actor,
    query: { advisorId?: string },
  ): Promise<AdvisorClientListing[]> {
    const list = await this.ask(AUTH.advisorClients, query, actor);
    if (list.length === 0) return [];
    const userIds = list.map((c) => c.id);
    const [icps, playbooks] = await Promise.all([
      this.ask(ICP.activityByUser, { userIds }, actor),
      this.ask(PLAYBOOK.activityByUser, { userIds }, actor),
    ]);
    return list.map((c) => {
      const i = icps[c.id];
      const p = playbooks[c.id];
      const times = [i?.lastActivityAt, p?.lastActivityAt].filter((t): t is string => !!t).sort();
      return {
        ...c,
        icpCount: i?.total ?? 0,
        playbookCount: p?.total ?? 0,
        openTasks: (i?.openTasks ?? 0) + (p?.openTasks ?? 0),
        lastActivityAt: times.at(-1) ?? null,
      };
    });
  }

  /**
   * The advisor's cockpit (docs/product.md §18): auth's clients (it decides whose: an advisor their own,
   * an admin one advisor's, the unassigned or everyone; a client 403), then one ICP.cockpit and one
   * PLAYBOOK.cockpit for the whole list in parallel, each carrying the caller's actor (icp and playbook
   * read only what it may see), rolled up per client by `cockpitRow`.
   */
  cockpit(
    actor: Actor,
    query: { advisorId?: string; unassigned?: boolean; today?: string },
  ): Promise<Cockpit> {
    return this.cached(actor, 'cockpit', query, () => this.gatherCockpit(actor, query));
  }

  private async gatherCockpit(
    actor: Actor,
    query: { advisorId?: string; unassigned?: boolean; today?: string },
  ): Promise<Cockpit> {
    const asked = await this.ask(
      AUTH.cockpitClients,
      { advisorId: query.advisorId, unassigned: query.unassigned, limit: COCKPIT_MAX_CLIENTS + 1 },
      actor,
    );
    const clients = asked.slice(0, COCKPIT_MAX_CLIENTS);
    const userIds = clients.map((c) => c.id);
    const [icps, playbooks] =
      userIds.length === 0
        ? [{}, {}]
        : await Promise.all([
            this.ask(ICP.cockpit, { userIds }, actor),
            this.ask(PLAYBOOK.cockpit, { userIds, today: query.today }, actor),
          ]);
    const now = new Date();
    return {
      clients: clients.map((c) => cockpitRow(c, icps[c.id], playbooks[c.id], now)),
      truncated: asked.length > clients.length,
      staleAfterDays: COCKPIT_STALE_DAYS,
      lowScoreBelow: COCKPIT_LOW_SCORE,
    };
  }

  /**
   * The Reports page (docs/product.md §2, Reports): three requests in parallel, icp's weekly counts and
   * score buckets, playbook's weekly counts and auth's advisor cards (for the workload), each carrying
   * the admin's actor so every owner checks the role again.
   */
  reports(actor: Actor): Promise<AdminReports> {
    return this.cached(actor, 'reports', null, () => this.gatherReports(actor));
  }

  private async gatherReports(actor: Actor): Promise<AdminReports> {
    const [icps, playbooks, advisors] = await Promise.all([
      this.ask(ICP.reportStats, { weeks: REPORT_WEEKS }, actor),
      this.ask(PLAYBOOK.reportStats, { weeks: REPORT_WEEKS }, actor),
      this.ask(AUTH.advisorSummaries, {}, actor),
    ]);
    return toReports(icps, playbooks, advisors);
  }

  /**
   * One page of the advisors' cards. Auth answers every advisor in one request (a short list, by name),
   * which the read cache keeps whole; each page is cut here, so only that page travels on to the gateway.
   */
  async advisors(actor: Actor, { limit, offset }: PageQuery): Promise<Page<AdvisorSummary>> {
    const all = await this.cached(actor, 'advisors', null, () => this.ask(AUTH.advisorSummaries, {}, actor));
    return { items: all.slice(offset, offset + limit), total: all.length, limit, offset };
  }

  private counts(
    subject: typeof ICP.countsByUser | typeof PLAYBOOK.countsByUser,
    userIds: string[],
    actor: Actor,
  ): Promise<CountsByUser> {
    return this.ask(subject, { userIds }, actor);
  }

  /** The answer is checked against the subject's response schema by the client (502 when it does not fit). */
  private ask<S extends RpcSubject>(subject: S, body: RpcBody<S>, actor: Actor): Promise<RpcAnswer<S>> {
    // Every request admin makes is a read: asked again if an instance died with it (see RpcClient).
    return this.rpc.request(subject, body, { actor, idempotent: true });
  }
}
