import { MysqlFoundation1763800000000 } from './1763800000000-foundation';
import { MysqlCatalog1763900000000 } from './1763900000000-catalog';
import { MysqlCart1764000000000 } from './1764000000000-cart';
import { MysqlOrders1764100000000 } from './1764100000000-orders';
import { MysqlAccountsHardening1764200000000 } from './1764200000000-accounts-hardening';
import { MysqlListingIndexes1764228000000 } from './1764228000000-listing-indexes';
import { MysqlMailOutbox1764300000000 } from './1764300000000-mail-outbox';
import { MysqlCatalogStats1764600000000 } from './1764600000000-catalog-stats';
import { MysqlAdminWrites1764700000000 } from './1764700000000-admin-writes';
import { MysqlBackgroundJobs1764800000000 } from './1764800000000-background-jobs';
import { MysqlSearchPostings1764900000000 } from './1764900000000-search-postings';
import { MysqlCustomBuilds1765000000000 } from './1765000000000-custom-builds';
import { MysqlContactMessages1765100000000 } from './1765100000000-contact-messages';
import { MysqlReviews1765200000000 } from './1765200000000-reviews';
import { MysqlListingSorts1765300000000 } from './1765300000000-listing-sorts';
import { MysqlWishlist1765400000000 } from './1765400000000-wishlist';
import { MysqlPaymentProviders1765500000000 } from './1765500000000-payment-providers';
import { MysqlRequestIds1765600000000 } from './1765600000000-request-ids';
import { MysqlCartAddReceipts1765700000000 } from './1765700000000-cart-add-receipts';
import { MysqlReviewerNames1765800000000 } from './1765800000000-reviewer-names';
import { MysqlPackageFacts1765900000000 } from './1765900000000-package-facts';
import { MysqlGeneratedTemplates1766028000000 } from './1766028000000-generated-templates';
import { MysqlOrderNumbers1766100000000 } from './1766100000000-order-numbers';
import { MysqlCatalogChanges1766200000000 } from './1766200000000-catalog-changes';
import { MysqlUnusablePaymentRefunds1766300000000 } from './1766300000000-unusable-payment-refunds';
import { MysqlOwnerListings1766400000000 } from './1766400000000-owner-listings';
import { MysqlShopSettings1766500000000 } from './1766500000000-shop-settings';
import { MysqlGeneratedTemplatesStat1766600000000 } from './1766600000000-generated-templates-stat';
import { MysqlListingDemos1766700000000 } from './1766700000000-listing-demos';
import { MysqlShopLogoFirstSteps1766800000000 } from './1766800000000-shop-logo-first-steps';
import { MysqlOrderConsent1766900000000 } from './1766900000000-order-consent';
import { MysqlOrderTax1767000000000 } from './1767000000000-order-tax';
import { MysqlEmailChangeTokens1767100000000 } from './1767100000000-email-change-tokens';
import { MysqlInvoices1767200000000 } from './1767200000000-invoices';
import { MysqlAccountPrivacy1767300000000 } from './1767300000000-account-privacy';
import { MysqlOrdersDesk1767400000000 } from './1767400000000-orders-desk';
import { MysqlRevenueDays1767500000000 } from './1767500000000-revenue-days';
import { MysqlDiscountCodes1767600000000 } from './1767600000000-discount-codes';
import { MysqlLicences1767700000000 } from './1767700000000-licences';
import { MysqlOrdersDeskProvider1767800000000 } from './1767800000000-orders-desk-provider';
import { MysqlFormRelay1767900000000 } from './1767900000000-form-relay';
import { MysqlCustomBuildSettings1767910000000 } from './1767910000000-custom-build-settings';
import { MysqlCustomBuildPromise1767930000000 } from './1767930000000-custom-build-promise';
import { MysqlStudioDesk1767940000000 } from './1767940000000-studio-desk';
import { MysqlCustomBuildReadyMailRef1767950000000 } from './1767950000000-custom-build-ready-mail-ref';

/** In order. A new migration is added here and, with the same meaning, to sqlite-migrations.ts. */
export const MYSQL_MIGRATIONS = [
  MysqlFoundation1763800000000,
  MysqlCatalog1763900000000,
  MysqlCart1764000000000,
  MysqlOrders1764100000000,
  MysqlAccountsHardening1764200000000,
  MysqlListingIndexes1764228000000,
  MysqlMailOutbox1764300000000,
  MysqlCatalogStats1764600000000,
  MysqlAdminWrites1764700000000,
  MysqlBackgroundJobs1764800000000,
  MysqlSearchPostings1764900000000,
  MysqlCustomBuilds1765000000000,
  MysqlContactMessages1765100000000,
  MysqlReviews1765200000000,
  MysqlListingSorts1765300000000,
  MysqlWishlist1765400000000,
  MysqlPaymentProviders1765500000000,
  MysqlRequestIds1765600000000,
  MysqlCartAddReceipts1765700000000,
  MysqlReviewerNames1765800000000,
  MysqlPackageFacts1765900000000,
  MysqlGeneratedTemplates1766028000000,
  MysqlOrderNumbers1766100000000,
  MysqlCatalogChanges1766200000000,
  MysqlUnusablePaymentRefunds1766300000000,
  MysqlOwnerListings1766400000000,
  MysqlShopSettings1766500000000,
  MysqlGeneratedTemplatesStat1766600000000,
  MysqlListingDemos1766700000000,
  MysqlShopLogoFirstSteps1766800000000,
  MysqlOrderConsent1766900000000,
  MysqlOrderTax1767000000000,
  MysqlEmailChangeTokens1767100000000,
  MysqlInvoices1767200000000,
  MysqlAccountPrivacy1767300000000,
  MysqlOrdersDesk1767400000000,
  MysqlRevenueDays1767500000000,
  MysqlDiscountCodes1767600000000,
  MysqlLicences1767700000000,
  MysqlOrdersDeskProvider1767800000000,
  MysqlFormRelay1767900000000,
  MysqlCustomBuildSettings1767910000000,
  MysqlCustomBuildPromise1767930000000,
  MysqlStudioDesk1767940000000,
  MysqlCustomBuildReadyMailRef1767950000000,
];
