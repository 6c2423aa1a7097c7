import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentCorrelationId, logger } from '@icp-studio/service-kit';
import { toHttpError } from './error-mapping.js';
import { pathOf, requestState } from './request-state.js';

/** The one exception filter: every error of every route and middleware becomes the error envelope. */
@Catch()
export class GatewayExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    const correlationId = requestState(req).correlationId ?? currentCorrelationId();
    const answer = toHttpError(exception, correlationId);
    if (answer.errorId) {
      logger().error(
        { err: exception, errorId: answer.errorId, method: req.method, path: pathOf(req) },
        'unexpected error',
      );
    } else if (answer.status >= 500) {
      logger().warn(
        { status: answer.status, message: answer.body.message, path: pathOf(req) },
        'upstream failure',
      );
    }
    if (res.sent || res.raw.headersSent) {
      res.raw.end();
      return;
    }
    res.status(answer.status).headers(answer.headers).send(answer.body);
  }
}

/**
 * The answer to what Fastify's router refuses before any hook runs (a malformed URL): the error
 * envelope, with the headers every answer has (`headers`: Nest's security headers onto the response).
 */
export function answerFrameworkError(
  headers: ((req: FastifyRequest, res: FastifyReply['raw']) => unknown) | undefined,
  error: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
): void {
  try {
    headers?.(req, reply.raw);
  } catch {
    // The request is refused either way.
  }
  const answer = toHttpError(error);
  void reply
    .status(answer.status)
    .header('Cache-Control', 'no-store')
    .headers(answer.headers)
    .send(answer.body);
}
