import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { AUTH_SCHEMA } from '../infra/database.js';
import { UserEntity } from './user.entity.js';

/** Every lookup of `auth.users` by its keys. Email and username compare case-insensitively. */
@Injectable()
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  repo(manager?: EntityManager): Repository<UserEntity> {
    return (manager ?? this.ds.manager).getRepository(UserEntity);
  }

  /**
   * Who a caller is, for the access check every request of this service starts with: one indexed
   * read of two columns, without building an ORM query (the check runs on every call).
   */
  async roleOf(id: string): Promise<Pick<UserEntity, 'id' | 'role'> | null> {
    const rows = (await this.ds.query(`SELECT id, role FROM ${AUTH_SCHEMA}.users WHERE id = $1`, [
      id,
    ])) as Pick<UserEntity, 'id' | 'role'>[];
    return rows[0] ?? null;
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findByIds(ids: readonly string[]): Promise<UserEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.repo().findBy({ id: In([...ids]) });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  findByUsername(username: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username: username.trim() })
      .getOne();
  }

  /** The login form's "Email or Username": usernames cannot hold '@', e-mail addresses always do. */
  findByLogin(identifier: string): Promise<UserEntity | null> {
    return isEmailLogin(identifier) ? this.findByEmail(identifier) : this.findByUsername(identifier);
  }
}

export function isEmailLogin(identifier: string): boolean {
  return identifier.includes('@');
}
