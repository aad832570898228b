// Zod-free at run time: the storefront's privacy page and the backend's cookie code import these; the
// answer of GET /api/site/privacy is described in privacy.schemas.ts.
import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from './limits';
import { API, STORAGE_KEYS } from './routes';

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (ms: number) => `${ms / DAY_MS} days`;

/** Where the browser keeps an entry. */
export type BrowserStorageKind = 'cookie' | 'local storage' | 'session storage';

/**
 * One thing the shop keeps in a visitor's browser (decision 083): the privacy page lists each, and the
 * server sets its cookies with the name and max age written here, so the page cannot say other than
 * what the browser receives.
 */
export interface BrowserStorageEntry {
  name: string;
  kind: BrowserStorageKind;
  /** Why it is kept, as the privacy page says it. */
  purpose: string;
  /** How long it lasts, as the privacy page says it. */
  lifetime: string;
  /** Who writes it: the server (a Set-Cookie header) or the shop's pages in the browser. */
  setBy: 'server' | 'pages';
  /**
   * Needed for something the visitor asked for (signing in, a cart, a form): such entries need no
   * consent. The shop has no other kind; one that is not would need a consent choice first.
   */
  essential: boolean;
}

/** A cookie the server sets: its entry, and the Max-Age and path it is set with. */
export interface ServerCookie extends BrowserStorageEntry {
  kind: 'cookie';
  setBy: 'server';
  maxAgeMs: number;
  path: string;
}

/**
 * The session cookie (express-session, decision 021): renewed with each API call, so it ends
 * SESSION_TTL_MS after the last one; the sign-in itself ends SESSION_ABSOLUTE_TTL_MS after it was made.
 */
export const SESSION_COOKIE = {
  name: 'tm.sid',
  kind: 'cookie',
  purpose: 'Keeps you signed in. It holds only a random id; what it stands for is kept on our server.',
  lifetime: `Ends ${days(SESSION_TTL_MS)} after your last visit and at most ${days(SESSION_ABSOLUTE_TTL_MS)} after you signed in; signing out ends it at once.`,
  setBy: 'server',
  essential: true,
  maxAgeMs: SESSION_TTL_MS,
  path: '/',
} as const satisfies ServerCookie;

const DEVICE_COOKIE_MS = 180 * DAY_MS;

/** The known-device cookie (decision 050): sent only with the sign-in call, where it is read. */
export const DEVICE_COOKIE = {
  name: 'tm.device',
  kind: 'cookie',
  purpose:
    'Remembers that this browser has signed in to your account before, so that someone guessing your password elsewhere cannot lock you out. It is sent only when you sign in.',
  lifetime: `${days(DEVICE_COOKIE_MS)} after your last sign-in in this browser.`,
  setBy: 'server',
  essential: true,
  maxAgeMs: DEVICE_COOKIE_MS,
  path: API.login,
} as const satisfies ServerCookie;

/** Every cookie the server sets. There is no other: no analytics, advertising or third-party cookie. */
export const SERVER_COOKIES: readonly ServerCookie[] = [SESSION_COOKIE, DEVICE_COOKIE];

const UNTIL_TAB_CLOSED = 'the tab is closed';

/**
 * What the shop's pages keep in the browser's storage, one entry per key of STORAGE_KEYS (a key without
 * an entry does not compile). Nothing here leaves the browser except as part of a request the visitor makes.
 */
export const PAGE_STORAGE = {
  guestCart: {
    name: STORAGE_KEYS.guestCart,
    kind: 'local storage',
    purpose: 'The templates you put in your cart before signing in.',
    lifetime: 'Until you sign in (the templates move to your account’s cart) or empty the cart.',
    setBy: 'pages',
    essential: true,
  },
  customBuildSummary: {
    name: STORAGE_KEYS.customBuildSummary,
    kind: 'local storage',
    purpose: 'The custom build summary you generated, so a reload does not lose it.',
    lifetime: 'Until you check out the custom build or a newer summary replaces it.',
    setBy: 'pages',
    essential: true,
  },
  customBuildCheckout: {
    name: STORAGE_KEYS.customBuildCheckout,
    kind: 'local storage',
    purpose: 'Notes that you went to sign in from the custom build’s checkout, so your summary is saved to your account afterwards.',
    lifetime: 'Until you have signed in.',
    setBy: 'pages',
    essential: true,
  },
  authReturnUrl: {
    name: STORAGE_KEYS.authReturnUrl,
    kind: 'session storage',
    purpose: 'The page to take you back to once you have signed in.',
    lifetime: `Until you have signed in, or ${UNTIL_TAB_CLOSED}.`,
    setBy: 'pages',
    essential: true,
  },
  pendingCartMerge: {
    name: STORAGE_KEYS.pendingCartMerge,
    kind: 'session storage',
    purpose: 'Notes that the cart you filled as a guest is to move to your account once you have signed in.',
    lifetime: `Until it has moved, or ${UNTIL_TAB_CLOSED}.`,
    setBy: 'pages',
    essential: true,
  },
  cartMergeAttempt: {
    name: STORAGE_KEYS.cartMergeAttempt,
    kind: 'session storage',
    purpose: 'The guest cart being moved to your account, so a move that was cut off is finished once, never twice.',
    lifetime: `Until ${UNTIL_TAB_CLOSED}.`,
    setBy: 'pages',
    essential: true,
  },
  pendingWishlist: {
    name: STORAGE_KEYS.pendingWishlist,
    kind: 'session storage',
    purpose: 'The template you asked to save to your wishlist before signing in.',
    lifetime: `Until you have signed in, or ${UNTIL_TAB_CLOSED}.`,
    setBy: 'pages',
    essential: true,
  },
  checkoutDetails: {
    name: STORAGE_KEYS.checkoutDetails,
    kind: 'session storage',
    purpose:
      'The name and mobile number you last entered at checkout, so the form is filled again when you come back from the payment page.',
    lifetime: `Until ${UNTIL_TAB_CLOSED}.`,
    setBy: 'pages',
    essential: true,
  },
  discountCode: {
    name: STORAGE_KEYS.discountCode,
    kind: 'session storage',
    purpose: 'The discount code you applied in the cart, so the checkout can use it.',
    lifetime: `Until you remove it, or ${UNTIL_TAB_CLOSED}.`,
    setBy: 'pages',
    essential: true,
  },
} as const satisfies Record<keyof typeof STORAGE_KEYS, BrowserStorageEntry>;

/** Everything the shop keeps in a browser, cookies first: the privacy page's table. */
export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [...SERVER_COOKIES, ...Object.values(PAGE_STORAGE)];

/**
 * What a processor does for the shop (GET /api/site/privacy, decision 083): each kind is there only when
 * this install is configured to use one.
 */
export const PROCESSOR_KINDS = ['payments', 'mail', 'file-storage', 'image-delivery', 'ai-consultant'] as const;
export type ProcessorKind = (typeof PROCESSOR_KINDS)[number];
