import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { FormRelayMessageEntity } from './entities/form-relay-message.entity';
import { FormRelaySiteEntity } from './entities/form-relay-site.entity';

export interface NewFormRelaySite {
  id: string;
  siteKey: string;
  siteName: string;
  recipientEmail: string;
  deliveryId: string | null;
  createdAt: Date;
}

export interface NewFormRelayMessage {
  id: string;
  siteId: string;
  /** JSON of the mailed fields, in the order posted. */
  fields: string;
  replyTo: string | null;
  createdAt: Date;
}

/** The form relay's statements (decision 092): its sites and the submissions whose mail is owed. */
@Injectable()
export class FormRelayRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  async insertSite(row: NewFormRelaySite): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO form_relay_sites (id, siteKey, siteName, recipientEmail, deliveryId, createdAt, disabledAt)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
      [row.id, row.siteKey, row.siteName, row.recipientEmail, row.deliveryId, this.at(row.createdAt)],
    );
  }

  /** The site of `siteKey` that still takes submissions, or null (unknown or disabled). */
  activeSite(siteKey: string): Promise<FormRelaySiteEntity | null> {
    return selectEntity(this.dataSource, FormRelaySiteEntity, 'SELECT * FROM form_relay_sites WHERE siteKey = ? AND disabledAt IS NULL', [
      siteKey,
    ]);
  }

  /** The sites made for a delivery, oldest first (the first is the one its forms post to). */
  sitesOfDelivery(deliveryId: string): Promise<FormRelaySiteEntity[]> {
    return selectEntities(
      this.dataSource,
      FormRelaySiteEntity,
      'SELECT * FROM form_relay_sites WHERE deliveryId = ? AND disabledAt IS NULL ORDER BY createdAt, id',
      [deliveryId],
    );
  }

  siteById(id: string): Promise<FormRelaySiteEntity | null> {
    return selectEntity(this.dataSource, FormRelaySiteEntity, 'SELECT * FROM form_relay_sites WHERE id = ?', [id]);
  }

  /** Disables the site of `siteKey`; false when there is no such site or it was disabled already. */
  async disableSite(siteKey: string, at: Date): Promise<boolean> {
    const refused = await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE form_relay_sites SET disabledAt = ? WHERE siteKey = ? AND disabledAt IS NULL',
        params: [this.at(at), siteKey],
        abortUnlessChanged: 'not-active',
      },
    ]);
    return refused === null;
  }

  /** Stores a submission with `alsoRun` (its mail owed) in the same transaction. */
  async insertMessage(row: NewFormRelayMessage, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: 'INSERT INTO form_relay_messages (id, siteId, fields, replyTo, createdAt) VALUES (?, ?, ?, ?, ?)',
        params: [row.id, row.siteId, row.fields, row.replyTo, this.at(row.createdAt)],
      },
      ...alsoRun,
    ]);
  }

  message(id: string): Promise<FormRelayMessageEntity | null> {
    return selectEntity(this.dataSource, FormRelayMessageEntity, 'SELECT * FROM form_relay_messages WHERE id = ?', [id]);
  }
}
