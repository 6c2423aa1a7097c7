import { DomainError, logger } from '@icp-studio/service-kit';
import type { z } from 'zod';

/** Reads another service's answer; a shape this service does not expect is that service's fault (502). */
export function upstream<S extends z.ZodType>(schema: S, answer: unknown, subject: string): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  logger().error(
    { subject, issues: parsed.error.issues.slice(0, 5) },
    'unexpected answer from another service',
  );
  throw new DomainError('upstream_error', 'Another service answered unexpectedly');
}
