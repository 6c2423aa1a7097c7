import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { currentCorrelationId, logger } from '@icp-studio/service-kit';
import { toHttpError } from './error-mapping.js';
import { requestState } from './request-state.js';

/** The one exception filter: every error of every route and middleware becomes the error envelope. */
@Catch()
export class GatewayExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const correlationId = requestState(req).correlationId ?? currentCorrelationId();
    const answer = toHttpError(exception, correlationId);
    if (answer.errorId) {
      logger().error(
        { err: exception, errorId: answer.errorId, method: req.method, path: req.path },
        'unexpected error',
      );
    } else if (answer.status >= 500) {
      logger().warn(
        { status: answer.status, message: answer.body.message, path: req.path },
        'upstream failure',
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(answer.status).json(answer.body);
  }
}
