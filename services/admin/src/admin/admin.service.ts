import { Injectable } from '@nestjs/common';
import {
  AUTH,
  ICP,
  PLAYBOOK,
  activityByUserResponseSchema,
  advisorClientSchema,
  advisorSummarySchema,
  authStatsSchema,
  clientListingSchema,
  countsByUserResponseSchema,
  pageOf,
  totalStatsSchema,
  type Actor,
  type AdminClientQuery,
  type AdminMetrics,
  type AdvisorClientListing,
  type AdvisorSummary,
  type ClientListing,
  type CountsByUser,
  type Page,
} from '@icp-studio/contracts';
import { RpcClient } from '@icp-studio/service-kit';
import type { z } from 'zod';
import { upstream } from '../infra/upstream.js';
import { toMetrics, withCounts } from './admin-rules.js';
import { SingleFlight } from './single-flight.js';

const clientPageSchema = pageOf(clientListingSchema);
const advisorListSchema = advisorSummarySchema.array();
const advisorClientsSchema = advisorClientSchema.array();

/**
 * The admin page's reads, gathered from the services that own the data. It keeps nothing: every answer
 * is built from a fixed, small number of requests (never one per row), sent in parallel where they do
 * not depend on each other, each carrying the admin's actor so the owners check it again.
 */
@Injectable()
export class AdminService {
  /** Metrics gathers in flight, per admin. */
  private readonly metricsInFlight = new SingleFlight<AdminMetrics>();

  constructor(private readonly rpc: RpcClient) {}

  /**
   * Three requests in parallel: auth's user figures, icp's and playbook's totals (exact counts, whose
   * cost grows with the tables). The metrics requests of one admin that arrive while a gather for that
   * admin is running share its answer, so a burst (reloads, several tabs) costs one gather: an answer
   * is at most one gather old, and nothing is kept afterwards. Each gather carries that admin's actor,
   * so auth checks their role against its database every time.
   */
  metrics(actor: Actor): Promise<AdminMetrics> {
    return this.metricsInFlight.run(actor.userId, () => this.gatherMetrics(actor));
  }

  private async gatherMetrics(actor: Actor): Promise<AdminMetrics> {
    const [users, icps, playbooks] = await Promise.all([
      this.ask(AUTH.stats, {}, actor, authStatsSchema),
      this.ask(ICP.stats, {}, actor, totalStatsSchema),
      this.ask(PLAYBOOK.stats, {}, actor, totalStatsSchema),
    ]);
    return toMetrics(users, icps, playbooks);
  }

  /**
   * One page of clients (auth: filters, assignment, advisor names), then, for the whole page at once,
   * one ICP.countsByUser and one PLAYBOOK.countsByUser request in parallel.
   */
  async clients(actor: Actor, query: AdminClientQuery): Promise<Page<ClientListing>> {
    const page = await this.ask(AUTH.listUsers, { ...query, role: 'client' }, actor, clientPageSchema);
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
  async advisorClients(actor: Actor, query: { advisorId?: string }): Promise<AdvisorClientListing[]> {
    const list = await this.ask(AUTH.advisorClients, query, actor, advisorClientsSchema);
    if (list.length === 0) return [];
    const userIds = list.map((c) => c.id);
    const [icps, playbooks] = await Promise.all([
      this.ask(ICP.activityByUser, { userIds }, actor, activityByUserResponseSchema),
      this.ask(PLAYBOOK.activityByUser, { userIds }, actor, activityByUserResponseSchema),
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

  /** Every advisor's card: one request to auth. */
  advisors(actor: Actor): Promise<AdvisorSummary[]> {
    return this.ask(AUTH.advisorSummaries, {}, actor, advisorListSchema);
  }

  private counts(subject: string, userIds: string[], actor: Actor): Promise<CountsByUser> {
    return this.ask(subject, { userIds }, actor, countsByUserResponseSchema);
  }

  private async ask<S extends z.ZodType>(
    subject: string,
    body: unknown,
    actor: Actor,
    schema: S,
  ): Promise<z.infer<S>> {
    // Every request admin makes is a read: asked again if an instance died with it (see RpcClient).
    return upstream(schema, await this.rpc.request(subject, body, { actor, idempotent: true }), subject);
  }
}
