import { Injectable } from '@nestjs/common';
import type { TemplateListQuery } from '@icp-studio/contracts';
import { DataSource, type DeepPartial, type Repository } from 'typeorm';
import { TemplateEntity } from './template.entity.js';

/** The SQL of `playbook.templates`. Who sees and deletes what is decided by TemplatesService. */
@Injectable()
export class TemplatesRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo(): Repository<TemplateEntity> {
    return this.ds.getRepository(TemplateEntity);
  }

  findById(id: string): Promise<TemplateEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /**
   * The templates `userId` sees (built-in, installation, their own private ones), filtered and paged:
   * by profession, then the user's own and the installation's before the built-in ones, then by name.
   */
  async findPage(
    userId: string,
    query: TemplateListQuery,
  ): Promise<{ rows: TemplateEntity[]; total: number }> {
    const qb = this.repo
      .createQueryBuilder('t')
      .where(`(t.scope <> 'private' OR t.ownerId = :userId)`, { userId });
    if (query.kind) qb.andWhere('t.kind = :kind', { kind: query.kind });
    if (query.profession) qb.andWhere('t.profession = :profession', { profession: query.profession });
    if (query.clientType) qb.andWhere('t.clientType = :clientType', { clientType: query.clientType });
    if (query.scope) qb.andWhere('t.scope = :scope', { scope: query.scope });
    qb.orderBy(`CASE t.scope WHEN 'private' THEN 0 WHEN 'installation' THEN 1 ELSE 2 END`, 'ASC')
      .addOrderBy('t.profession', 'ASC', 'NULLS FIRST')
      .addOrderBy('t.kind', 'ASC')
      .addOrderBy('LOWER(t.name)', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .offset(query.offset)
      .limit(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  insert(values: DeepPartial<TemplateEntity>): Promise<TemplateEntity> {
    return this.repo.save(this.repo.create(values));
  }

  /** Deletes the row unless it is built-in; false when no such row was deleted. */
  async delete(id: string): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .delete()
      .where(`id = :id AND scope <> 'builtin'`, { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
