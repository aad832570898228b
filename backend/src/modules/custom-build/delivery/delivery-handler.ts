import { Injectable, Logger } from '@nestjs/common';
import { shortOrderId } from '@tm/contracts/orders';
import { ClockService } from '../../../common/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { zipStream } from '../../../common/zip-archive';
import type { BackgroundJobPartEntity } from '../../../infrastructure/jobs/entities/background-job-part.entity';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { JobHandler, type PreparedBatch, ProvidesJob } from '../../../infrastructure/jobs';
import { MailService, STORED_MAIL_KIND } from '../../../infrastructure/mail';
import { StorageService } from '../../../infrastructure/storage';
import { requirementsOf } from '../summaries.service';
import { formRelayPath } from '@tm/contracts/form-relay';
import { FormRelayService } from '../../form-relay';
import { customSiteFiles, pageRefs } from './custom-site';
import { deliveryProblems } from './site-checks';
import { builtInCopy } from './site-writer/site-copy';
import { SiteCopyService } from './site-writer/model-writer';
import { CustomBuildRepository } from '../custom-build.repository';
import { DELIVERY_KIND, DeliveryRecordsRepository } from './delivery-records.repository';
import { ShopSettingsService } from '../../shop-settings';
import { readyMail } from './ready-mail';
import { siteLicenceText } from './site-licence';

export const deliveryZipPath = (orderItemId: string) => `custom-builds/${orderItemId}.zip`;

/**
 * Builds a bought custom build's first version (decisions 036, 096): the site written from the stored
 * summary (by the model when configured, else the built-in writer), its forms on the delivery's one
 * relay site, checked for filler and dead links, zipped into private storage, then in one transaction
 * the delivery marked ready and the buyer's email owed. Run again (a worker died after writing the
 * file), it finds the same relay site, writes the file again and the part's guard commits it once.
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
    private readonly formRelay: FormRelayService,
    private readonly writer: SiteCopyService,
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
    const requirements = requirementsOf(summary);
    const pages = pageRefs(requirements);
    const written = await this.writer.write(requirements, pages);
    // One relay site per delivery, found again when the job reruns (decision 096): the forms of a
    // rebuilt ZIP post where the first one's did.
    const relaySite = await this.formRelay.siteForDelivery({
      siteName: written.copy.name,
      recipientEmail: order.customerEmail,
      deliveryId: orderItemId,
    });
    const formAction = `${this.config.publicUrl}${formRelayPath(relaySite.siteKey)}`;
    const build = (copy: typeof written.copy) => {
      const files = customSiteFiles({
        requirements,
        orderNumber,
        siteUrl: this.config.publicUrl,
        formAction,
        formRecipient: order.customerEmail,
        copy,
      });
      files.push({
        name: 'LICENSE',
        content: siteLicenceText({
          siteName: copy.name,
          orderNumber,
          paidAt: order.completedAt ?? delivery.paidAt,
          buyerName: order.customerName,
          buyerEmail: order.customerEmail,
          siteUrl: this.config.publicUrl,
        }),
      });
      return files;
    };
    if (written.refused.length) this.logger.log(`Custom build ${orderItemId}: model copy refused for ${written.refused.join('; ')}`);
    let files = build(written.copy);
    const known = [order.customerEmail, order.customerName];
    let problems = deliveryProblems(files, formAction, known);
    if (problems.length && written.by === 'model') {
      // Decision 096: a first version with filler or a dead link is never delivered. The model's copy
      // is dropped for the built-in writer's, which the tests hold to the same checks.
      this.logger.error(
        `Custom build ${orderItemId}: the model's site failed its checks (${problems.slice(0, 3).join('; ')}); rebuilt with the built-in writer`,
      );
      files = build(builtInCopy(requirements, pages));
      problems = deliveryProblems(files, formAction, known);
    }
    if (problems.length) {
      // Only a bug of the writer gets here: fail the job loudly (it is retried, then shown failed)
      // rather than hand the buyer filler.
      throw new Error(`The first version of ${orderItemId} failed its checks: ${problems.slice(0, 5).join('; ')}`);
    }
    const zip = await zipToBuffer(files, delivery.paidAt);
    const path = deliveryZipPath(orderItemId);
    await this.storage.writePrivate(path, zip);

    const readyAt = this.clock.now();
    const mail = readyMail({ order, item, siteUrl: this.config.publicUrl, shop: await this.shop.identity() });
    return {
      to,
      steps: [
        this.records.readyStep(orderItemId, readyAt, path, zip.length),
        this.records.firstVersionStep(orderItemId, readyAt, path, zip.length),
        // Keyed to the delivery's job, not the order line: the outbox keeps one mail per kind and fact,
        // and the line's own fact is its refund's mail (decision 088).
        this.mail.owedStep({
          kind: STORED_MAIL_KIND,
          refId: delivery.jobId,
          to: order.customerEmail,
          subject: mail.subject,
          text: mail.text,
        }),
      ],
      succeeded: to - from,
      failed: [],
      current,
      afterCommit: () => {
        this.mail.wake();
        this.logger.log(
          `Custom build ${orderItemId} ready ${readyAt.getTime() - new Date(delivery.paidAt).getTime()} ms after payment (${zip.length} bytes, ${files.length} files, copy by the ${written.by} writer)`,
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
