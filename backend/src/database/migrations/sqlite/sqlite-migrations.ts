import { SqliteFoundation1763800000000 } from './1763800000000-foundation';
import { SqliteCatalog1763900000000 } from './1763900000000-catalog';
import { SqliteCart1764000000000 } from './1764000000000-cart';
import { SqliteOrders1764100000000 } from './1764100000000-orders';
import { SqliteAccountsHardening1764200000000 } from './1764200000000-accounts-hardening';
import { SqliteListingIndexes1764228000000 } from './1764228000000-listing-indexes';
import { SqliteMailOutbox1764300000000 } from './1764300000000-mail-outbox';
import { SqliteCatalogStats1764600000000 } from './1764600000000-catalog-stats';
import { SqliteAdminWrites1764700000000 } from './1764700000000-admin-writes';
import { SqliteBackgroundJobs1764800000000 } from './1764800000000-background-jobs';
import { SqliteCustomBuilds1765000000000 } from './1765000000000-custom-builds';
import { SqliteContactMessages1765100000000 } from './1765100000000-contact-messages';
import { SqliteReviews1765200000000 } from './1765200000000-reviews';
import { SqliteListingSorts1765300000000 } from './1765300000000-listing-sorts';
import { SqliteWishlist1765400000000 } from './1765400000000-wishlist';
import { SqlitePaymentProviders1765500000000 } from './1765500000000-payment-providers';
import { SqliteRequestIds1765600000000 } from './1765600000000-request-ids';
import { SqliteCartAddReceipts1765700000000 } from './1765700000000-cart-add-receipts';
import { SqliteReviewerNames1765800000000 } from './1765800000000-reviewer-names';
import { SqlitePackageFacts1765900000000 } from './1765900000000-package-facts';
import { SqliteGeneratedTemplates1766028000000 } from './1766028000000-generated-templates';
import { SqliteOrderNumbers1766100000000 } from './1766100000000-order-numbers';
import { SqliteCatalogChanges1766200000000 } from './1766200000000-catalog-changes';
import { SqliteUnusablePaymentRefunds1766300000000 } from './1766300000000-unusable-payment-refunds';
import { SqliteOwnerListings1766400000000 } from './1766400000000-owner-listings';
import { SqliteShopSettings1766500000000 } from './1766500000000-shop-settings';
import { SqliteGeneratedTemplatesStat1766600000000 } from './1766600000000-generated-templates-stat';
import { SqliteListingDemos1766700000000 } from './1766700000000-listing-demos';
import { SqliteShopLogoFirstSteps1766800000000 } from './1766800000000-shop-logo-first-steps';
import { SqliteOrderConsent1766900000000 } from './1766900000000-order-consent';
import { SqliteOrderTax1767000000000 } from './1767000000000-order-tax';
import { SqliteEmailChangeTokens1767100000000 } from './1767100000000-email-change-tokens';
import { SqliteInvoices1767200000000 } from './1767200000000-invoices';
import { SqliteAccountPrivacy1767300000000 } from './1767300000000-account-privacy';
import { SqliteOrdersDesk1767400000000 } from './1767400000000-orders-desk';
import { SqliteRevenueDays1767500000000 } from './1767500000000-revenue-days';
import { SqliteDiscountCodes1767600000000 } from './1767600000000-discount-codes';
import { SqliteLicences1767700000000 } from './1767700000000-licences';
import { SqliteOrdersDeskProvider1767800000000 } from './1767800000000-orders-desk-provider';
import { SqliteFormRelay1767900000000 } from './1767900000000-form-relay';
import { SqliteCustomBuildSettings1767910000000 } from './1767910000000-custom-build-settings';
import { SqliteCustomBuildPromise1767930000000 } from './1767930000000-custom-build-promise';
import { SqliteStudioDesk1767940000000 } from './1767940000000-studio-desk';
import { SqliteCustomBuildReadyMailRef1767950000000 } from './1767950000000-custom-build-ready-mail-ref';

/** In order. A new migration is added here and, with the same meaning, to mysql-migrations.ts. */
export const SQLITE_MIGRATIONS = [
  SqliteFoundation1763800000000,
  SqliteCatalog1763900000000,
  SqliteCart1764000000000,
  SqliteOrders1764100000000,
  SqliteAccountsHardening1764200000000,
  SqliteListingIndexes1764228000000,
  SqliteMailOutbox1764300000000,
  SqliteCatalogStats1764600000000,
  SqliteAdminWrites1764700000000,
  SqliteBackgroundJobs1764800000000,
  SqliteCustomBuilds1765000000000,
  SqliteContactMessages1765100000000,
  SqliteReviews1765200000000,
  SqliteListingSorts1765300000000,
  SqliteWishlist1765400000000,
  SqlitePaymentProviders1765500000000,
  SqliteRequestIds1765600000000,
  SqliteCartAddReceipts1765700000000,
  SqliteReviewerNames1765800000000,
  SqlitePackageFacts1765900000000,
  SqliteGeneratedTemplates1766028000000,
  SqliteOrderNumbers1766100000000,
  SqliteCatalogChanges1766200000000,
  SqliteUnusablePaymentRefunds1766300000000,
  SqliteOwnerListings1766400000000,
  SqliteShopSettings1766500000000,
  SqliteGeneratedTemplatesStat1766600000000,
  SqliteListingDemos1766700000000,
  SqliteShopLogoFirstSteps1766800000000,
  SqliteOrderConsent1766900000000,
  SqliteOrderTax1767000000000,
  SqliteEmailChangeTokens1767100000000,
  SqliteInvoices1767200000000,
  SqliteAccountPrivacy1767300000000,
  SqliteOrdersDesk1767400000000,
  SqliteRevenueDays1767500000000,
  SqliteDiscountCodes1767600000000,
  SqliteLicences1767700000000,
  SqliteOrdersDeskProvider1767800000000,
  SqliteFormRelay1767900000000,
  SqliteCustomBuildSettings1767910000000,
  SqliteCustomBuildPromise1767930000000,
  SqliteStudioDesk1767940000000,
  SqliteCustomBuildReadyMailRef1767950000000,
];
