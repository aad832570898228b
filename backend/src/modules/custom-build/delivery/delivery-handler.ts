import { Injectable, Logger } from '@nestjs/common';
import { shortOrderId } from '@tm/contracts/orders';
import { ClockService } from '../../../common/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { licenseText } from '@tm/catalog-generator';
import { zipStream } from '../../../common/zip-archive';
import type { BackgroundJobPartEntity } from '../../../infrastructure/jobs/entities/background-job-part.entity';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { JobHandler, type PreparedBatch, ProvidesJob } from '../../../infrastructure/jobs';
import { MailService, STORED_MAIL_KIND } from '../../../infrastructure/mail';
import { StorageService } from '../../../infrastructure/storage';
import { requirementsOf } from '../summaries.service';
import { customSiteFiles } from './custom-site';
import { CustomBuildRepository } from '../custom-build.repository';
import { DELIVERY_KIND, DeliveryRecordsRepository } from './delivery-records.repository';
import { ShopSettingsService } from '../../shop-settings';
import { readyMail } from './ready-mail';

export const deliveryZipPath = (orderItemId: string) => `custom-builds/${orderItemId}.zip`;

/**
 * Builds a bought custom build (decision 036): the starter site from the stored summary, zipped into
 * private storage, then in one transaction the delivery marked ready and the buyer's email owed.
 * Run again (a worker died after writing the file), it writes the same file and the part's guard
 * commits it once.
 */
@Injectable()
@ProvidesJob()
export class CustomBuildDeliveryHandler extends JobHandler {
  readonly kind = DELIVERY_KIND;
  private readonly logger = new Logger('CustomBuild');

  constructor(
    private readonly records: DeliveryRecordsRepository,
    private readonly customBuilds: CustomBuildRepository,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly clock: ClockService,
    private readonly shop: ShopSettingsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  batchSize(): number {
    return 1;
  }

  describe(): string | null {
    return 'Custom website build';
  }

  async prepare(job: BackgroundJobEntity, _part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    const { orderItemId } = JSON.parse(job.request) as { orderItemId: string };
    const current = { category: 'custom-build', subcategory: null };
    const delivery = await this.customBuilds.delivery(orderItemId);
    if (!delivery) throw new Error(`No delivery for order item ${orderItemId}`);
    if (delivery.status === 'ready') return { to, steps: [], succeeded: to - from, failed: [], current };
    const [summary, order, item] = await Promise.all([
      this.customBuilds.summary(delivery.summaryId),
      this.records.order(delivery.orderId),
      this.records.orderItem(orderItemId),
    ]);
    if (!summary || !order || !item) throw new Error(`The summary or order of delivery ${orderItemId} is missing`);

    const orderNumber = shortOrderId(order.id);
    const files = customSiteFiles({ requirements: requirementsOf(summary), orderNumber, siteUrl: this.config.publicUrl });
    files.push({
      name: 'LICENSE',
      content: licenseText({
        templateName: item.templateName,
        slug: item.templateSlug,
        category: item.templateCategory,
        subcategory: item.templateSubcategory,
        orderNumber,
        purchasedAt: order.completedAt ?? delivery.paidAt,
        buyerName: order.customerName,
        buyerEmail: order.customerEmail,
        siteUrl: this.config.publicUrl,
        contents: 'starter-site',
      }),
    });
    const zip = await zipToBuffer(files, delivery.paidAt);
    const path = deliveryZipPath(orderItemId);
    await this.storage.writePrivate(path, zip);

    const readyAt = this.clock.now();
    const mail = readyMail({ order, item, siteUrl: this.config.publicUrl, shop: await this.shop.identity() });
    return {
      to,
      steps: [
        this.records.readyStep(orderItemId, readyAt, path, zip.length),
        this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: orderItemId, to: order.customerEmail, subject: mail.subject, text: mail.text }),
      ],
      succeeded: to - from,
      failed: [],
      current,
      afterCommit: () => {
        this.mail.wake();
        this.logger.log(
          `Custom build ${orderItemId} ready ${readyAt.getTime() - new Date(delivery.paidAt).getTime()} ms after payment (${zip.length} bytes)`,
        );
      },
    };
  }
}

function zipToBuffer(files: ReadonlyArray<{ name: string; content: string | Buffer }>, date: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = zipStream([files.map((f) => ({ name: f.name, content: f.content }))], {
      store: false,
      date: new Date(date),
      signal: new AbortController().signal,
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
