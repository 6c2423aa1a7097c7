import type { NatsConnection } from '@nats-io/transport-node';
import type { HealthCheck } from '@icp-studio/service-kit';
import type { DataSource } from 'typeorm';

/** `/health`: the NATS connection is open and answers a round trip; PostgreSQL answers `SELECT 1`. */
export function healthChecks(nc: NatsConnection, ds: DataSource): Record<string, HealthCheck> {
  return {
    nats: async () => {
      if (nc.isClosed() || nc.isDraining()) throw new Error('NATS connection closed');
      await nc.flush();
    },
    postgres: async () => {
      await ds.query('SELECT 1');
    },
  };
}
