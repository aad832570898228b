// Zod-free: the relay's route, limits and texts (decision 092). Forms the shop writes for a buyer's
// static site post here from another origin; the backend and those forms share these constants.

/** The shop's form relay: a static site's form posts its fields here and its owner gets them by mail. */
export const FORM_RELAY_API = {
  /**
   * POST fields (application/x-www-form-urlencoded from a plain HTML form, or application/json from
   * fetch) → 200 thank-you page (HTML) or {sent: true} (JSON). Anyone, from any origin; no cookies.
   */
  submit: '/api/forms/:siteKey',
} as const;

/** The path a site's forms post to. */
export const formRelayPath = (siteKey: string) => FORM_RELAY_API.submit.replace(':siteKey', encodeURIComponent(siteKey));

export const FORM_RELAY_LIMITS = {
  /** Fields per submission, control fields (`_…`) included. */
  maxFields: 30,
  fieldNameMax: 60,
  fieldValueMax: 5_000,
  /** The whole request body, in bytes. */
  bodyMaxBytes: 32 * 1024,
  /** Messages a site may send per hour (sliding window). */
  perSitePerHour: 30,
  /** Messages one client address may send per hour, whatever the site. */
  perAddressPerHour: 10,
  siteNameMax: 120,
} as const;

/** The hidden field a person leaves empty and a form-filling bot fills in. */
export const FORM_RELAY_HONEYPOT = '_gotcha';

/** Fields whose name starts with this steer the relay (the honeypot…) and are not mailed. */
export const FORM_RELAY_CONTROL_PREFIX = '_';

/** The field whose value, when it is one valid address, becomes the mail's Reply-To. */
export const FORM_RELAY_REPLY_TO_FIELD = 'email';

/**
 * The site keys the shop hands out: 48 lower-case hex digits (24 random bytes, 192 bits). Hex rather
 * than base64url so MySQL's case-insensitive collation cannot make two keys one.
 */
export const FORM_RELAY_SITE_KEY_PATTERN = /^[0-9a-f]{48}$/;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const FORM_RELAY_MESSAGES = {
  unknownSite: 'This form is not connected to an active site. Please contact the site owner another way.',
  tooManyFields: `A form may send at most ${FORM_RELAY_LIMITS.maxFields} fields`,
  fieldNameTooLong: `A field name may be at most ${FORM_RELAY_LIMITS.fieldNameMax} characters`,
  fieldValueTooLong: `A field value may be at most ${FORM_RELAY_LIMITS.fieldValueMax.toLocaleString('en-US')} characters`,
  bodyTooLarge: `The form is too large (limit ${kb(FORM_RELAY_LIMITS.bodyMaxBytes)})`,
  malformed: 'The form could not be read: send application/x-www-form-urlencoded fields or a flat JSON object of text fields',
  unsupportedType:
    'The form relay takes application/x-www-form-urlencoded or application/json; file uploads (multipart/form-data) are not supported',
  empty: 'The form is empty: fill in at least one field',
  tooMany: 'Too many messages were sent from this form recently. Please try again later.',
} as const;

/** The thank-you page a plain HTML form lands on. `{site}` is the site's name. */
export const FORM_RELAY_TEXTS = {
  title: 'Message sent',
  heading: 'Thank you',
  sentTo: 'Your message was sent to {site}.',
  back: 'Back to the site',
} as const;
