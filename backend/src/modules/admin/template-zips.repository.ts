import { Injectable } from '@nestjs/common';

/** A SELECT of addresses (a column named email), for MailService.owedForEachStep. */
export interface RecipientsQuery {
  sql: string;
  params: ReadonlyArray<string | number>;
}

/** The statements of the Templates tab's ZIP writes (decision 030) that are not the catalog's or the versions' own. */
@Injectable()
export class TemplateZipsRepository {
  /** The accounts that own the template (an entitlement: completed, not refunded), once each. */
  ownerEmails(templateId: string): RecipientsQuery {
    return {
      sql: 'SELECT DISTINCT u.email AS email FROM entitlements e INNER JOIN users u ON u.id = e.userId WHERE e.templateId = ?',
      params: [templateId],
    };
  }
}
