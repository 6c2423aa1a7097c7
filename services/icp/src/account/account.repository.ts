import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DraftEntity } from '../drafts/draft.entity.js';
import { IcpEntity } from '../icps/icp.entity.js';

/** The SQL of a user's own account: what they own, for their download, and its deletion. */
@Injectable()
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  /** The ids of the profiles the user owns, oldest first. */
  async ownedIcpIds(userId: string): Promise<string[]> {
    const rows = await this.ds
      .getRepository(IcpEntity)
      .find({ select: { id: true }, where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map((r) => r.id);
  }

  ownedDrafts(userId: string): Promise<DraftEntity[]> {
    return this.ds.getRepository(DraftEntity).find({ where: { userId }, order: { lastSaved: 'DESC' } });
  }

  /** Deletes the user's drafts and profiles (scores and evidence go with them); the profile ids removed. */
  deleteOwned(userId: string): Promise<string[]> {
    return this.ds.transaction(async (m) => {
      const rows = await m.getRepository(IcpEntity).find({ select: { id: true }, where: { userId } });
      await m.getRepository(DraftEntity).delete({ userId });
      await m.getRepository(IcpEntity).delete({ userId });
      return rows.map((r) => r.id);
    });
  }
}
