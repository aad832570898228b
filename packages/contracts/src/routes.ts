import type { RemoteName } from './remotes';

/** Page paths. Remotes build their <Routes> from these; the shell picks the owning remote by them. */
export const PAGES = {
  home: '/',
  browse: '/browse',
  ecommerce: '/ecommerce-templates',
  wordpress: '/wordpress-templates',
  html: '/html-templates',
  marketing: '/marketing-templates',
  cms: '/cms-templates',
  plugins: '/plugins',
  landingPages: '/html-templates/landing-pages',
  template: '/template/:slug',
  customBuild: '/custom-build',
  about: '/about',
  careers: '/careers',
  terms: '/terms',
  privacy: '/privacy',
  refundPolicy: '/refund-policy',
  /** The accessibility statement (decision 083). */
  accessibility: '/accessibility',
  contact: '/contact',
  documentation: '/documentation',
  /** Regular and Extended licences side by side (decision 091). */
  licenses: '/licenses',
  cart: '/cart',
  checkout: '/checkout',
  paymentProcessing: '/payment-processing/:orderId',
  thankYou: '/thank-you/:orderId',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Opened from the link that confirms a new email address (decision 084). */
  confirmEmail: '/confirm-email',
  /** Opened from the mail whose link downloads a large data export (decision 086); signed in as its account. */
  accountExport: '/account-export',
  /** Where the dashboard goes once the account is deleted (decision 086). */
  accountDeleted: '/account-deleted',
  dashboard: '/dashboard',
  /** The buyer's page of one custom build (studio-desk.ts BUILD_PAGE): timeline, versions, messages, accept. */
  dashboardBuild: '/dashboard/builds/:orderItemId',
  admin: '/admin',
  bulkGenerator: '/admin/bulk-generator',
  adminMessages: '/admin/messages',
  /** The owner's settings: the shop's name and identity (decision 075). */
  adminSettings: '/admin/settings',
  /** The listing editor (back office): a new template, then the same form for an existing one. */
  adminNewListing: '/admin/templates/new',
  adminEditListing: '/admin/templates/:id/edit',
  /** The audit log (back office): every admin write, newest first, filterable by template. */
  adminAuditLog: '/admin/audit-log',
  /** The catalog as CSV (back office): export, and import with a dry run (decision 077). */
  adminCatalogCsv: '/admin/templates/csv',
  /** One order on the orders desk (decision 088): its lines, buyer, payments, documents, mails, downloads and audit. */
  adminOrder: '/admin/orders/:id',
  /** One custom build on the studio desk (studio-desk.ts): its brief, chat, messages, versions, stage and audit. */
  adminCustomBuild: '/admin/custom-builds/:orderItemId',
} as const;
export type PageKey = keyof typeof PAGES;

export const REMOTE_PAGES: Record<RemoteName, readonly PageKey[]> = {
  storefront: [
    'home',
    'browse',
    'ecommerce',
    'wordpress',
    'html',
    'marketing',
    'cms',
    'plugins',
    'landingPages',
    'template',
    'customBuild',
    'about',
    'careers',
    'terms',
    'privacy',
    'refundPolicy',
    'accessibility',
    'contact',
    'documentation',
    'licenses',
  ],
  checkout: ['cart', 'checkout', 'paymentProcessing', 'thankYou'],
  account: [
    'login',
    'signup',
    'forgotPassword',
    'resetPassword',
    'confirmEmail',
    'accountExport',
    'accountDeleted',
    'dashboard',
    'dashboardBuild',
  ],
  admin: [
    'admin',
    'bulkGenerator',
    'adminMessages',
    'adminNewListing',
    'adminEditListing',
    'adminSettings',
    'adminAuditLog',
    'adminCatalogCsv',
    'adminOrder',
    'adminCustomBuild',
  ],
};

/** 'shopper': a signed-in user who is not an admin (admins have no cart, docs/product/storefront.md §6). */
export type Access = 'public' | 'customer' | 'shopper' | 'admin';

/** Who may open a page; the shell's gate enforces it (the server enforces its own rules on every call). */
export const PAGE_ACCESS: Partial<Record<PageKey, Access>> = {
  checkout: 'customer',
  dashboard: 'customer',
  dashboardBuild: 'customer',
  accountExport: 'customer',
  admin: 'admin',
  bulkGenerator: 'admin',
  adminMessages: 'admin',
  adminSettings: 'admin',
  adminNewListing: 'admin',
  adminEditListing: 'admin',
  adminAuditLog: 'admin',
  adminCatalogCsv: 'admin',
  adminOrder: 'admin',
  adminCustomBuild: 'admin',
};

export const API = {
  /** Readiness: 200 when this node can serve (its dependencies answer, it is not shutting down), else 503. */
  health: '/api/health',
  /** The same readiness, by the name load balancers and orchestrators expect. */
  healthReady: '/api/health/ready',
  /** Liveness: 200 while the process answers at all, even while it drains; restart it only when this fails. */
  healthLive: '/api/health/live',
  authUser: '/api/auth/user',
  login: '/api/auth/login/manual',
  signup: '/api/auth/signup',
  logout: '/api/logout',
  /** Same as `logout` for API clients: POST, answers 204. */
  logoutApi: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  /** Account settings (decision 084): the signed-in customer's password and email address. */
  accountPassword: '/api/account/password',
  accountEmail: '/api/account/email',
  /** Public: the link's token is the proof, whichever browser opens it. */
  accountEmailConfirm: '/api/account/email/confirm',
  /** Download my data (decision 086): POST {} → the file (200) or, for a large account, a mailed link (202). */
  accountExport: '/api/account/export',
  /** GET ?token → the file a mailed link names, for the signed-in account it was made for. */
  accountExportDownload: '/api/account/export/download',
  /** Delete my account (decision 086): POST { currentPassword, reviews }. */
  accountDelete: '/api/account/delete',
  /** Lists every remote's manifest URL (outside /api: the shell reads it before anything else). */
  remotes: '/remotes.json',
} as const;

/** Prefix of every API path; anything else is the web app. */
export const API_PREFIX = '/api';

/** Session storage keys (docs/product/storefront.md §3 browser keys). */
export const STORAGE_KEYS = {
  authReturnUrl: 'authReturnUrl',
  pendingCartMerge: 'pendingCartMerge',
  guestCart: 'tm.guestCart',
  /** sessionStorage: the mergeId and lines of a guest-cart merge not yet known to have succeeded. */
  cartMergeAttempt: 'tm.cartMergeAttempt',
  /** sessionStorage: the template a guest's wishlist heart asked to save, saved once they sign in. */
  pendingWishlist: 'tm.pendingWishlist',
  customBuildSummary: 'customBuildSummary',
  customBuildCheckout: 'customBuildCheckout',
  /** sessionStorage: the checkout form's details as last submitted, so they are there again back from the payment page. */
  checkoutDetails: 'tm.checkoutDetails',
  /** sessionStorage: the discount code applied in the cart, sent with Place Order (decision 090). */
  discountCode: 'tm.discountCode',
} as const;

/** Fills :params of a page path. */
export function pagePath(key: PageKey, params: Record<string, string> = {}): string {
  return PAGES[key].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
