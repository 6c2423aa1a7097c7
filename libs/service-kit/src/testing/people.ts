import { AUTH, type Actor, type ResolvedActor, type Role, type User } from '@icp-studio/contracts';
import type { RpcClient } from '../nats.js';

/** The password of every test user (and of the seeded admin). */
export const TEST_PASSWORD = 'Passw0rd!long';
/** The seeded admin's e-mail in tests (ADMIN_EMAIL). */
export const TEST_ADMIN_EMAIL = 'admin@icp-studio.test';

/** A user and the actor a gateway would send for them. */
export interface Person {
  actor: Actor;
  user: User;
}

/**
 * People made over auth's own subjects, as the gateway would (registration, the admin's role changes
 * and assignments): for tests of a service behind the gateway. Needs the real auth service running.
 */
export class People {
  private constructor(
    readonly rpc: RpcClient,
    readonly admin: Person,
    private readonly password: string,
  ) {}

  /** Signs the seeded admin in. */
  static async signIn(
    rpc: RpcClient,
    adminEmail = TEST_ADMIN_EMAIL,
    password = TEST_PASSWORD,
  ): Promise<People> {
    const { user } = await rpc.request<ResolvedActor>(AUTH.verifyCredentials, {
      username: adminEmail,
      password,
    });
    return new People(rpc, { actor: { userId: user.id, role: 'admin' }, user }, password);
  }

  /** Calls `subject` as `who` (null: without an actor). */
  call<T>(subject: string, body: unknown, who: { actor: Actor } | null): Promise<T> {
    return this.rpc.request<T>(subject, body, { actor: who?.actor ?? null });
  }

  /** Registers a client (`<username>@example.com`). */
  async register(username: string, firstName = username, lastName = 'Tester'): Promise<Person> {
    const user = await this.rpc.request<User>(AUTH.register, {
      username,
      email: `${username}@example.com`,
      firstName,
      lastName,
      password: this.password,
    });
    return { actor: { userId: user.id, role: user.role }, user };
  }

  /** The admin changes a user's role. */
  setRole(userId: string, role: Role): Promise<User> {
    return this.call<User>(AUTH.setRole, { id: userId, role }, this.admin);
  }

  /** Registers someone and makes them an advisor (stored role `team_member`: docs/product.md §1). */
  async makeAdvisor(username: string, firstName = username, lastName = 'Tester'): Promise<Person> {
    const p = await this.register(username, firstName, lastName);
    const user = await this.setRole(p.user.id, 'team_member');
    return { actor: { userId: user.id, role: 'team_member' }, user };
  }

  async assign(clientId: string, advisorId: string): Promise<void> {
    await this.call(AUTH.createAssignment, { clientId, advisorId }, this.admin);
  }

  async unassign(clientId: string): Promise<void> {
    await this.call(AUTH.deleteAssignment, { id: clientId }, this.admin);
  }

  /** These helpers as plain functions with the admin, to spread into a harness's stack. */
  helpers() {
    return {
      admin: this.admin,
      call: this.call.bind(this),
      register: this.register.bind(this),
      makeAdvisor: this.makeAdvisor.bind(this),
      assign: this.assign.bind(this),
      unassign: this.unassign.bind(this),
    };
  }
}

/** What `People.helpers()` hands a harness's stack. */
export type PeopleHelpers = ReturnType<People['helpers']>;
