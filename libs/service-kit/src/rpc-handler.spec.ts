import 'reflect-metadata';
/** Where @MessagePattern keeps a handler's subjects (@nestjs/microservices' PATTERN_METADATA). */
const PATTERN_METADATA = 'microservices:pattern';
import { AUTH, ICP, type Actor, type IdParam, type RpcParsedBody } from '@icp-studio/contracts';
import { DomainError } from './errors.js';
import { RpcHandler } from './rpc-handler.js';

const actor: Actor = { userId: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10', role: 'client' };
const id = '0f6f0d8e-4a51-4c3b-8d65-3f1c2b9a7e11';

class FakeController {
  readonly calls: string[] = [];

  // The map types the method: an answer that is not the subject's response does not compile.
  // @ts-expect-error ICP.canSee answers {allowed, ownerId}, not a number
  @RpcHandler(ICP.canSee)
  wrongAnswer(): number {
    return 1;
  }

  @RpcHandler(ICP.get)
  get(who: Actor, { id }: IdParam) {
    this.calls.push(`get ${who.userId} ${id}`);
    return { ok: true } as never;
  }

  @RpcHandler(ICP.list)
  list(_who: Actor, query: RpcParsedBody<typeof ICP.list>) {
    return query as never;
  }

  @RpcHandler(AUTH.resolveActor)
  resolve(who: Actor | null, { userId }: { userId: string }) {
    return { who, userId } as never;
  }

  @RpcHandler(ICP.countsByUser, {
    authorize(this: FakeController, who) {
      this.calls.push('authorize');
      if (who.role !== 'admin') throw DomainError.forbidden();
      return who.userId;
    },
  })
  counts(adminId: string, { userIds }: { userIds: string[] }) {
    return { adminId, userIds } as never;
  }
}

/** What the handler answers, or the error it throws (sync or async). */
async function call(method: unknown, self: FakeController, req: unknown): Promise<unknown> {
  try {
    return await (method as (req: unknown) => unknown).call(self, req);
  } catch (err) {
    return err;
  }
}

describe('@RpcHandler', () => {
  const ctl = new FakeController();

  it('subscribes the method to its subject, as @MessagePattern does', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, FakeController.prototype.get)).toEqual([ICP.get]);
    expect(Reflect.getMetadata(PATTERN_METADATA, FakeController.prototype.counts)).toEqual([
      ICP.countsByUser,
    ]);
  });

  it('hands the method the actor and the parsed body', async () => {
    await expect(call(ctl.get, ctl, { actor, body: { id } })).resolves.toEqual({ ok: true });
    expect(ctl.calls.at(-1)).toBe(`get ${actor.userId} ${id}`);
  });

  it('answers 401 without an actor (or with a malformed one), before the body is read', async () => {
    for (const req of [
      { actor: null, body: { id: 'nope' } },
      { actor: { userId: 'x' }, body: { id } },
      undefined,
    ]) {
      const err = await call(ctl.get, ctl, req);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ status: 401, message: 'Not authenticated' });
    }
  });

  it('answers 400 with the field messages of the request schema', async () => {
    const err = await call(ctl.get, ctl, { actor, body: { id: 'nope' } });
    expect(err).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { id: [expect.any(String)] },
    });
  });

  it('reads a missing body as {} where the map says so, applying the schema defaults', async () => {
    const query = (await call(ctl.list, ctl, { actor, body: undefined })) as Record<string, unknown>;
    expect(query).toMatchObject({ limit: expect.any(Number), offset: 0 });
  });

  it('passes a signed-out subject no actor, and still parses its body', async () => {
    await expect(call(ctl.resolve, ctl, { actor: null, body: { userId: id } })).resolves.toEqual({
      who: null,
      userId: id,
    });
    await expect(call(ctl.resolve, ctl, { actor, body: { userId: id } })).resolves.toEqual({
      who: actor,
      userId: id,
    });
    expect(await call(ctl.resolve, ctl, { actor: null, body: {} })).toMatchObject({ status: 400 });
  });

  it('runs authorize with the controller as this, before the body: 403 wins over 400', async () => {
    const err = await call(ctl.counts, ctl, { actor, body: { userIds: 'not a list' } });
    expect(err).toMatchObject({ status: 403 });
    expect(ctl.calls.at(-1)).toBe('authorize');

    const admin: Actor = { ...actor, role: 'admin' };
    await expect(call(ctl.counts, ctl, { actor: admin, body: { userIds: [id] } })).resolves.toEqual({
      adminId: admin.userId,
      userIds: [id],
    });
    expect(await call(ctl.counts, ctl, { actor: admin, body: { userIds: 'x' } })).toMatchObject({
      status: 400,
    });
  });
});
