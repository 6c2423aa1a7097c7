import { Controller, Get, Header } from '@nestjs/common';
import { registry } from '@icp-studio/service-kit';

/**
 * `GET /metrics`: the Prometheus exposition of the gateway (outside /api, so neither the edge nor the
 * Ingress routes it; Prometheus scrapes the pod). HTTP latency by method, route pattern and status
 * (`icp_http_request_seconds`), NATS round trips by subject, errors by code, process metrics.
 */
@Controller()
export class MetricsController {
  @Get('metrics')
  @Header('Content-Type', registry.contentType)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return registry.metrics();
  }
}
