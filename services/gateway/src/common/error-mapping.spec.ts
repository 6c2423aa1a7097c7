import { HttpException, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { DomainError } from '@icp-studio/service-kit';
import { toHttpError } from './error-mapping.js';

/** Fastify's errors carry a `FST_` code and a `statusCode`. */
const fastifyError = (code: string, statusCode: number) =>
  Object.assign(new Error('raw framework text'), { code, statusCode });

describe('error mapping', () => {
  it('answers a domain error with its status and envelope', () => {
    const answer = toHttpError(DomainError.notFound('ICP not found'), 'c-1');
    expect(answer).toEqual({
      status: 404,
      body: { code: 'not_found', status: 404, message: 'ICP not found', correlationId: 'c-1' },
      headers: {},
    });
  });

  it('keeps the field messages of a validation error', () => {
    const answer = toHttpError(DomainError.badRequest('Bad', { name: ['Profile name is required'] }));
    expect(answer.body.fields).toEqual({ name: ['Profile name is required'] });
  });

  it('adds Retry-After to 503 (the service default of 2 s when none is given)', () => {
    expect(toHttpError(new DomainError('service_unavailable', 'down', { retryAfter: 5 })).headers).toEqual({
      'Retry-After': '5',
    });
    expect(toHttpError(new DomainError('service_unavailable', 'down')).headers).toEqual({
      'Retry-After': '2',
    });
  });

  it('adds Retry-After to 429', () => {
    const answer = toHttpError(
      DomainError.rateLimited('Too many attempts. Please try again in 2 minutes.', 90),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({ 'Retry-After': '90' });
    expect(answer.body).toMatchObject({ code: 'rate_limited', retryAfter: 90 });
  });

  it('answers no Retry-After on other statuses', () => {
    expect(toHttpError(new DomainError('deadline_exceeded', 'late')).headers).toEqual({});
  });

  it('turns a zod error into 400 with field messages', () => {
    const result = z.object({ name: z.string().min(1, 'Profile name is required') }).safeParse({ name: '' });
    const answer = toHttpError(result.error);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'validation_failed',
      message: 'Profile name is required',
      fields: { name: ['Profile name is required'] },
    });
  });

  it("answers Fastify's body failures with the product's messages", () => {
    expect(toHttpError(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))).toMatchObject({
      status: 400,
      body: { code: 'bad_request', message: 'Request body must be JSON (Content-Type: application/json)' },
    });
    expect(toHttpError(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large', message: 'Request body too large (limit 1 MB)' },
    });
    expect(toHttpError(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400))).toMatchObject({
      status: 400,
      body: { message: 'Incomplete request body' },
    });
  });

  it("answers the router's 4xx with the status text, never its own words", () => {
    expect(toHttpError(fastifyError('FST_ERR_BAD_URL', 400), 'c-1')).toEqual({
      status: 400,
      body: { code: 'bad_request', status: 400, message: 'Bad Request', correlationId: 'c-1' },
      headers: {},
    });
    expect(toHttpError(fastifyError('FST_ERR_SOMETHING', 500)).status).toBe(500);
  });

  it('answers an unknown route with a JSON 404 without echoing the path', () => {
    const answer = toHttpError(new NotFoundException('Cannot GET /api/secret-path'), 'c-2');
    expect(answer).toEqual({
      status: 404,
      body: { code: 'not_found', status: 404, message: 'Not found', correlationId: 'c-2' },
      headers: {},
    });
  });

  it('hides anything unexpected behind a 500 with an error id', () => {
    const answer = toHttpError(new Error('connection to 10.0.0.5:5432 refused'), 'c-3', () => 'err-1');
    expect(answer).toEqual({
      status: 500,
      body: { code: 'internal', status: 500, message: 'Internal error (id err-1)', correlationId: 'c-3' },
      headers: {},
      errorId: 'err-1',
    });
    expect(toHttpError(new HttpException('boom', 502)).status).toBe(500);
    expect(toHttpError('a thrown string').status).toBe(500);
  });
});
