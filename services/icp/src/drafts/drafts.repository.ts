import { Injectable } from '@nestjs/common';
import { DataSource, type QueryDeepPartialEntity } from 'typeorm';
import { DraftEntity } from './draft.entity.js';

/** The SQL of `icp.drafts`. Whose drafts these are is decided by DraftsService. */
@Injectable()
export class DraftsRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(DraftEntity);
  }

  /** The user's drafts, last saved first. */
  findByUser(userId: string): Promise<DraftEntity[]> {
    return this.repo.find({ where: { userId }, order: { lastSaved: 'DESC', id: 'DESC' } });
  }

  findById(id: string): Promise<DraftEntity | null> {
    return this.repo.findOneBy({ id });
  }

  async insert(values: QueryDeepPartialEntity<DraftEntity>): Promise<DraftEntity> {
    const result = await this.repo.insert(values);
    const id = (result.identifiers[0] as { id: string }).id;
    return this.repo.findOneByOrFail({ id });
  }

  /** Writes the values and stamps `last_saved`; false when the row is gone. */
  async update(id: string, values: QueryDeepPartialEntity<DraftEntity>): Promise<boolean> {
    const result = await this.repo.update({ id }, { ...values, lastSaved: () => 'now()' });
    return !!result.affected;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return !!result.affected;
  }
}
