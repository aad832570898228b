// Zod-free at run time (like orders.ts): the storefront's chat and the checkout card import these
// constants. The schemas live in custom-build.schemas.ts.
import { FIRST_VERSION_HOURS } from './custom-build-delivery';

/** docs/product/storefront.md §7 custom-build calls (decision 036). */
export const CUSTOM_BUILD_API = {
  /** POST {message, conversationHistory, currentRequirements, phase} → {message, updatedRequirements, shouldGenerateSummary}. Anyone. */
  chat: '/api/custom-build/chat',
  /** POST {requirements} → the summary, priced and stored on the server (with its id). Anyone. */
  generateSummary: '/api/custom-build/generate-summary',
  /** GET → {summaries: [{id, summary, createdAt}]}; POST {summary} → {ok, summary}: the stored summary becomes the caller's. Signed in. */
  summaries: '/api/custom-build/summaries',
  /** POST {summary, sessionId} → {success, summary}: the stored summary goes into the caller's cart. Signed-in shoppers. */
  addToCart: '/api/custom-build/add-to-cart',
  /** GET → {summary | null}: the custom build in the caller's cart (the checkout's card); DELETE takes it out. */
  cart: '/api/custom-build/cart',
} as const;

export const CHAT_PHASES = ['gathering', 'summary', 'checkout'] as const;
export type ChatPhase = (typeof CHAT_PHASES)[number];

/** docs/product/storefront.md §9 and decision 036 limits. */
export const CUSTOM_BUILD_LIMITS = {
  /** Characters per chat message. */
  messageMaxChars: 2_000,
  /** Messages the visitor may send in one conversation. */
  maxTurns: 40,
  /** Entries of conversationHistory accepted (both sides of maxTurns, and the greeting). */
  maxHistoryEntries: 81,
  /** Characters of one history entry (assistant replies are longer than a visitor's message). */
  historyEntryMaxChars: 4_000,
  /** Chat messages per hour, per client address and per signed-in user. */
  chatPerHour: 60,
  /** Summaries generated per hour, per client address. */
  summariesPerHour: 30,
  /** Model tokens one conversation may spend (estimated); past it, the offline consultant answers. */
  tokenBudget: 24_000,
  /** Requests kept in the visitor's words (CustomBuildRequirements.requests). */
  maxRequests: 20,
  /** Pages a custom build may have. */
  maxPages: 30,
  /** The Generate Build Summary button shows from this many messages on. */
  summaryTriggerMessages: 4,
  /** The starter site is delivered within this long of payment (CUSTOM_BUILD_DELIVERY says it in words). */
  deliveryHours: 2,
} as const;

/**
 * A custom build's delivery in two steps (decisions 093, 095): the first version within
 * FIRST_VERSION_HOURS of payment (docs/product/storefront.md §1 "delivery is promised within 2 hours"),
 * then the finished site by its due date. The page, the summary, the checkout card, the mails and the
 * dashboard say it from here; the due date and the rounds of changes come with each answer
 * (DeliveryTermsSchema), as they depend on the owner's settings. The visitor's own timeline is what
 * they asked for, not a third promise.
 */
export const CUSTOM_BUILD_DELIVERY = {
  hours: FIRST_VERSION_HOURS,
  /** For a badge or a card line: the first step. */
  short: `First version within ${FIRST_VERSION_HOURS} hours of payment`,
  /** Both steps in one sentence, where the due date itself is not at hand. */
  promise: `Your first version is ready to download from your dashboard within ${FIRST_VERSION_HOURS} hours of payment, and the finished site follows by the due date your summary gives.`,
  /** The downloads card, while the first version is built (docs/product/storefront.md §6: the zip may be empty until ready). */
  zipNotice: `The first version of your custom website is ready within ${FIRST_VERSION_HOURS} hours of payment. Until it is ready, this ZIP may be empty.`,
} as const;

/** What the summary's Features list can hold: the consultant recognises these (decision 036). */
export const CUSTOM_BUILD_FEATURES = {
  booking: 'Online Booking',
  shop: 'Online Store',
  payments: 'Online Payments',
  blog: 'Blog',
  gallery: 'Photo Gallery',
  portfolio: 'Portfolio',
  contactForm: 'Contact Form',
  newsletter: 'Newsletter Signup',
  members: 'Member Accounts',
  multilingual: 'Multilingual',
  seo: 'SEO Optimization',
  testimonials: 'Testimonials',
  events: 'Events Calendar',
  menu: 'Menu',
  maps: 'Map & Directions',
  liveChat: 'Live Chat',
  social: 'Social Media Links',
  analytics: 'Analytics',
  faq: 'FAQ',
  privacy: 'Privacy Policy & Cookie Notice (GDPR)',
  /** Appointment reminders by text message (decision 094): a sending service the buyer subscribes to is wired in. */
  smsReminders: 'SMS Appointment Reminders',
  /** Forms of the visitor's own (an intake, medical-history or application form) that send their answers on (decision 094). */
  onlineForms: 'Online Forms (intake, medical history)',
} as const;
export type CustomBuildFeature = keyof typeof CUSTOM_BUILD_FEATURES;
export const CUSTOM_BUILD_FEATURE_KEYS = Object.keys(CUSTOM_BUILD_FEATURES) as CustomBuildFeature[];

/**
 * When the visitor said they need the site: kept as they asked for it and shown as their timeline.
 * It is not a delivery time: every build is delivered as CUSTOM_BUILD_DELIVERY says.
 */
export const CUSTOM_BUILD_TIMELINES = {
  rush: 'Rush: within 3 days',
  standard: 'Within 1-2 weeks',
  flexible: 'Flexible: 3-4 weeks or later',
} as const;
export type CustomBuildTimeline = keyof typeof CUSTOM_BUILD_TIMELINES;

/** Shop platforms a visitor may name; the delivery is a static HTML and CSS site for any of them (decision 095). */
export const CUSTOM_BUILD_PLATFORMS = [
  'Shopify',
  'WooCommerce',
  'WordPress',
  'Wix',
  'Squarespace',
  'Magento',
  'BigCommerce',
  'Webflow',
  'PrestaShop',
] as const;
export type CustomBuildPlatform = (typeof CUSTOM_BUILD_PLATFORMS)[number];

/** What the summary says when a platform was named: what the visitor gets, not what they hoped for. */
export const platformNote = (platform: CustomBuildPlatform) =>
  `You named ${platform}: the delivery, first version and finished site alike, is a static HTML and CSS site, not a ${platform} theme or an installed ${platform} store. Its pages and sections can be carried over to ${platform}.`;

/** The assistant's first message (docs/product/storefront.md §2), shown by the page, not sent by the server. */
export const CUSTOM_BUILD_GREETING =
  "Hi! I'm your custom website consultant. Tell me about your business and the website you have in mind: what you do, the pages and features you need, the look you like, and when you need it.";

/** Words in the assistant's reply that show the Generate Build Summary button (docs/product/storefront.md §4). */
export const SUMMARY_TRIGGER_PHRASES = [
  'all set',
  'ready',
  'summary',
  'complete',
  'proceed',
  'generate',
  'shall i',
  'would you like',
  'based on',
] as const;

/** docs/product/storefront.md §4: the button shows on a trigger phrase in the last assistant reply, the server's flag, or 4+ messages. */
export function summaryAllowed(messages: ReadonlyArray<{ role: string; content: string }>, serverFlag: boolean): boolean {
  if (serverFlag || messages.length >= CUSTOM_BUILD_LIMITS.summaryTriggerMessages) return true;
  const last = [...messages].reverse().find((m) => m.role === 'assistant');
  const text = last?.content.toLowerCase() ?? '';
  return SUMMARY_TRIGGER_PHRASES.some((phrase) => text.includes(phrase));
}

/** The server's refusals. */
export const CUSTOM_BUILD_MESSAGES = {
  emptyMessage: 'Please type a message',
  messageTooLong: `Your message is too long: at most ${CUSTOM_BUILD_LIMITS.messageMaxChars.toLocaleString('en-US')} characters`,
  conversationTooLong: `This conversation has reached its limit of ${CUSTOM_BUILD_LIMITS.maxTurns} messages. Generate your build summary, or reload the page to start again.`,
  tooManyMessages: 'Too many messages in the last hour. Please try again later.',
  tooManySummaries: 'Too many summaries in the last hour. Please try again later.',
  summaryNotFound: 'This custom build summary was not found. Please generate it again.',
  loginRequired: 'Please log in to complete your custom build order.',
  adminNoOrders: 'Admins do not place orders',
  alreadyOrdered: 'This custom build has already been ordered',
  notInCart: 'This custom build is no longer in your cart. Please add it again.',
  notReady: `Your custom website is still being built. ${CUSTOM_BUILD_DELIVERY.promise} We will email you when it is.`,
} as const;

/** The page's and the auth screens' texts (docs/product/storefront.md §2, §8). */
export const CUSTOM_BUILD_TEXTS = {
  chatFailed: 'Failed to process your message. Please try again.',
  summaryFailed: 'Failed to generate summary. Please try again.',
  addToCartFailed: 'Failed to proceed to checkout. Please try again.',
  saveFailed: { title: 'Save Failed', description: 'Failed to save your custom build summary. Please try again.' },
  saveError: { title: 'Error', description: 'An error occurred while saving your custom build. Please try again.' },
  // No mail is sent when a summary is saved, so the toast makes the delivery promise (CUSTOM_BUILD_DELIVERY) instead of an "email update in 90 minutes".
  saved: {
    title: 'Custom Build Saved',
    description: `Your custom build summary has been saved. Place your order and your first version is ready within ${FIRST_VERSION_HOURS} hours of payment, the finished site by the date your summary gives.`,
  },
  added: { title: 'Added to Cart', description: 'Your custom build has been added to your cart.' },
  loginRequired: { title: 'Login Required', description: 'Please log in to complete your custom build order.' },
  guarantee: CUSTOM_BUILD_DELIVERY.promise,
  unknownBusiness: 'Custom Business',
} as const;

/** The order line's name: the Custom Website Build of the summary's business. */
export const customBuildItemName = (businessType: string | null) =>
  `Custom Website Build: ${businessType || CUSTOM_BUILD_TEXTS.unknownBusiness}`;

/** docs/product/storefront.md §5: the summary price without $ and commas, as a number ('$1,234' → 1234). */
export const customBuildPriceValue = (price: string) => Number(price.replace(/[$,]/g, '')) || 0;

/** The delivery of a bought custom build, on its order item (dashboard: In progress, then Ready). */
export const DELIVERY_STATUSES = ['in-progress', 'ready'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
