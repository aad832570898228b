import { LoginFailureEntity } from './modules/auth/entities/login-failure.entity';
import { PasswordResetTokenEntity } from './modules/auth/entities/password-reset-token.entity';
import { EmailChangeTokenEntity } from './modules/auth/entities/email-change-token.entity';
import { SessionEntity } from './modules/auth/entities/session.entity';
import { CartItemEntity } from './modules/cart/entities/cart-item.entity';
import { PackageFactsEntity } from './modules/downloads/entities/package-facts.entity';
import { CartAddReceiptEntity } from './modules/cart/entities/cart-add-receipt.entity';
import { CartMergeEntity } from './modules/cart/entities/cart-merge.entity';
import { DownloadLogEntity } from './modules/downloads/entities/download-log.entity';
import { EntitlementEntity } from './modules/order-records/entities/entitlement.entity';
import { OrderItemEntity } from './modules/order-records/entities/order-item.entity';
import { OrderEntity } from './modules/order-records/entities/order.entity';
import { PaymentEntity } from './modules/order-records/entities/payment.entity';
import { TemplateTagEntity } from './modules/catalog/entities/template-tag.entity';
import { TemplateEntity } from './modules/catalog/entities/template.entity';
import { CatalogStatsEntity } from './modules/catalog/entities/catalog-stats.entity';
import { SlugRedirectEntity } from './modules/catalog/entities/slug-redirect.entity';
import { OutboxMessageEntity } from './infrastructure/mail/entities/outbox-message.entity';
import { RateLimitHitEntity } from './infrastructure/rate-limit/entities/rate-limit-hit.entity';
import { AuditEntryEntity } from './infrastructure/audit/entities/audit-entry.entity';
import { TemplateFileVersionEntity } from './infrastructure/template-files/entities/template-file-version.entity';
import { BackgroundJobErrorEntity } from './infrastructure/jobs/entities/background-job-error.entity';
import { BackgroundJobPartEntity } from './infrastructure/jobs/entities/background-job-part.entity';
import { BackgroundJobEntity } from './infrastructure/jobs/entities/background-job.entity';
import { UserEntity } from './modules/users/entities/user.entity';
import { ContactMessageEntity } from './modules/contact/entities/contact-message.entity';
import { CustomBuildCartEntity } from './modules/custom-build/entities/custom-build-cart.entity';
import { CustomBuildDeliveryEntity } from './modules/custom-build/entities/custom-build-delivery.entity';
import { ReviewEntity } from './modules/reviews/entities/review.entity';
import { CustomBuildSummaryEntity } from './modules/custom-build/entities/custom-build-summary.entity';
import { CustomBuildMessageEntity } from './modules/studio-desk/entities/custom-build-message.entity';
import { CustomBuildVersionEntity } from './modules/studio-desk/entities/custom-build-version.entity';
import { WishlistItemEntity } from './modules/wishlist/entities/wishlist-item.entity';
import { ShopSettingsEntity } from './modules/shop-settings/entities/shop-settings.entity';
import { ListingDemoEntity } from './modules/listings/entities/listing-demo.entity';
import { InvoiceEntity } from './modules/invoices/entities/invoice.entity';
import { DocumentSequenceEntity } from './modules/invoices/entities/document-sequence.entity';
import { AccountExportEntity } from './modules/account-privacy/entities/account-export.entity';
import { RevenueDayEntity } from './modules/revenue/entities/revenue-day.entity';
import { RevenueNewCustomerEntity } from './modules/revenue/entities/revenue-new-customer.entity';
import { RevenueTemplateDayEntity } from './modules/revenue/entities/revenue-template-day.entity';
import { OrderConfirmationResendEntity } from './modules/admin-orders/entities/order-confirmation-resend.entity';
import { PurchaseCodeEntity } from './modules/licences/entities/purchase-code.entity';
import { SupportTokenEntity } from './modules/licences/entities/support-token.entity';
import { DiscountCodeEntity } from './modules/discounts/entities/discount-code.entity';
import { DiscountCodeTargetEntity } from './modules/discounts/entities/discount-code-target.entity';
import { FormRelayMessageEntity } from './modules/form-relay/entities/form-relay-message.entity';
import { FormRelaySiteEntity } from './modules/form-relay/entities/form-relay-site.entity';

/**
 * Every entity of the schema; migrations of both dialects must match these (see database/migrations.spec.ts).
 * Listed here, at the composition root, and handed to `DatabaseModule.forRoot`: `database/` imports no
 * feature module (docs/architecture.md §3).
 */
export const ENTITIES = [
  UserEntity,
  SessionEntity,
  LoginFailureEntity,
  PasswordResetTokenEntity,
  EmailChangeTokenEntity,
  OutboxMessageEntity,
  TemplateEntity,
  TemplateTagEntity,
  CatalogStatsEntity,
  SlugRedirectEntity,
  CartItemEntity,
  CartMergeEntity,
  CartAddReceiptEntity,
  PackageFactsEntity,
  OrderEntity,
  OrderItemEntity,
  PaymentEntity,
  EntitlementEntity,
  DownloadLogEntity,
  RateLimitHitEntity,
  AuditEntryEntity,
  TemplateFileVersionEntity,
  BackgroundJobEntity,
  BackgroundJobPartEntity,
  BackgroundJobErrorEntity,
  CustomBuildSummaryEntity,
  CustomBuildCartEntity,
  CustomBuildDeliveryEntity,
  CustomBuildVersionEntity,
  CustomBuildMessageEntity,
  ContactMessageEntity,
  ReviewEntity,
  WishlistItemEntity,
  ShopSettingsEntity,
  ListingDemoEntity,
  DocumentSequenceEntity,
  InvoiceEntity,
  AccountExportEntity,
  OrderConfirmationResendEntity,
  RevenueDayEntity,
  RevenueNewCustomerEntity,
  RevenueTemplateDayEntity,
  PurchaseCodeEntity,
  SupportTokenEntity,
  DiscountCodeEntity,
  DiscountCodeTargetEntity,
  FormRelaySiteEntity,
  FormRelayMessageEntity,
];
