import { Controller } from '@nestjs/common';
import {
  PLAYBOOK,
  type Actor,
  type IdParam,
  type KpiStatus,
  type PlaybookKpis,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { KpiActualsService } from './kpi-actuals.service.js';

/** The PLAYBOOK subjects of KPI actuals (docs/product.md §17). Each request is `{actor, body}`. */
@Controller()
export class KpiActualsController {
  constructor(private readonly kpis: KpiActualsService) {}

  /** `{id}` -> PlaybookKpis; 404 'Playbook not found'. */
  @RpcHandler(PLAYBOOK.listKpis)
  list(actor: Actor, { id }: IdParam): Promise<PlaybookKpis> {
    return this.kpis.list(actor, id);
  }

  /** `{id, kpiKey, period, value}` -> PlaybookKpis; 404 for an unknown KPI, 400 for a bad period. */
  @RpcHandler(PLAYBOOK.putKpiActual)
  put(actor: Actor, b: RpcParsedBody<typeof PLAYBOOK.putKpiActual>): Promise<PlaybookKpis> {
    return this.kpis.put(actor, b.id, b.kpiKey, b.period, b.value);
  }

  /** `{id, kpiKey, period}` -> PlaybookKpis; 404 when no value was recorded there. */
  @RpcHandler(PLAYBOOK.deleteKpiActual)
  remove(actor: Actor, b: RpcParsedBody<typeof PLAYBOOK.deleteKpiActual>): Promise<PlaybookKpis> {
    return this.kpis.remove(actor, b.id, b.kpiKey, b.period);
  }

  /** `{id, csv}` -> `{imported, kpis}`; 400 naming each bad line, nothing recorded. */
  @RpcHandler(PLAYBOOK.importKpiActuals)
  import(
    actor: Actor,
    { id, csv }: RpcParsedBody<typeof PLAYBOOK.importKpiActuals>,
  ): Promise<{ imported: number; kpis: PlaybookKpis }> {
    return this.kpis.import(actor, id, csv);
  }

  /** `{ids}` -> `{[id]: 'on_track' | 'at_risk' | 'behind' | null}` (null: none, or not visible). */
  @RpcHandler(PLAYBOOK.kpiStatuses)
  statuses(
    actor: Actor,
    { ids }: RpcParsedBody<typeof PLAYBOOK.kpiStatuses>,
  ): Promise<Record<string, KpiStatus | null>> {
    return this.kpis.statuses(actor, ids);
  }
}
