import express, { type NextFunction, type Request, type Response } from 'express';
import { LIMITS } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Bodies are JSON only, at most 1 MB (`LIMITS.bodyBytes`): another content type is refused with 400
 * (so an HTML form cannot post here at all), a larger body with 413, malformed JSON with 400.
 */
export function jsonBody() {
  const parse = express.json({
    limit: LIMITS.bodyBytes,
    strict: true,
    type: ['application/json', 'application/*+json'],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    if (!req.is(['application/json', 'application/*+json'])) {
      return next(DomainError.badRequest('Request body must be JSON (Content-Type: application/json)'));
    }
    parse(req, res, next);
  };
}
