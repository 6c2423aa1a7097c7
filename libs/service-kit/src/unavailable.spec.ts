import { lastValueFrom } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { DomainError } from './errors.js';
import { RpcErrorFilter } from './rpc-server.js';
import { isUnavailableError } from './unavailable.js';

/** An error as node's net module makes it. */
function socketError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** An error as node-postgres makes it for a server answer (SQLSTATE in `code`). */
function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('isUnavailableError', () => {
  it('recognises a PostgreSQL or Redis that is down, shutting down or starting up', () => {
    expect(isUnavailableError(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isUnavailableError(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isUnavailableError(pgError('57P03', 'the database system is shutting down'))).toBe(true);
    expect(isUnavailableError(pgError('08006', 'connection failure'))).toBe(true);
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isUnavailableError(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    ).toBe(true);
  });

  it('looks inside TypeORM, cause and AggregateError wrappers', () => {
    const query = new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection'));
    expect(isUnavailableError(query)).toBe(true);
    expect(isUnavailableError(new Error('query failed', { cause: socketError('ECONNRESET', 'reset') }))).toBe(
      true,
    );
    expect(
      isUnavailableError(new AggregateError([socketError('ECONNREFUSED', 'refused ::1')], 'connect failed')),
    ).toBe(true);
  });

  it('leaves bugs and the caller’s mistakes alone', () => {
    expect(isUnavailableError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    const unique = new QueryFailedError('INSERT', [], pgError('23505', 'duplicate key value'));
    expect(isUnavailableError(unique)).toBe(false);
    expect(isUnavailableError(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isUnavailableError(undefined)).toBe(false);
    expect(isUnavailableError('ECONNREFUSED')).toBe(false);
  });
});

describe('RpcErrorFilter', () => {
  const answer = (err: unknown) =>
    lastValueFrom(new RpcErrorFilter().catch(err, {} as never)).catch((e: unknown) => e);

  it('answers 503 with Retry-After when the database is unreachable, not a bare 500', async () => {
    expect(await answer(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toEqual({
      code: 'service_unavailable',
      status: 503,
      message: 'Service temporarily unavailable',
      retryAfter: 2,
    });
  });

  it('still answers 500 with an error id for anything unexpected, and domain errors as they are', async () => {
    expect(await answer(new Error('bug'))).toMatchObject({ code: 'internal', status: 500 });
    expect(await answer(DomainError.notFound('ICP not found'))).toMatchObject({
      code: 'not_found',
      status: 404,
    });
  });
});
