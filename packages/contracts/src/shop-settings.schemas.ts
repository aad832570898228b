import { z } from 'zod';
import { DOCUMENT_PREFIX_PATTERN } from './invoices';
import { CONTROL_CHARACTERS, controlCharactersMessage } from './plain-text';
import {
  SHOP_CURRENCIES,
  SHOP_TAX_BEHAVIORS,
  SHOP_SETTINGS_LABELS,
  SHOP_SETTINGS_LIMITS as L,
  SHOP_SETTINGS_MESSAGES as M,
  isKnownTimeZone,
  type ShopSettingsField,
} from './shop-settings';

/** A text field of the form: missing or not a string is refused in words that name the field. */
const text = (field: ShopSettingsField) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${SHOP_SETTINGS_LABELS[field]} is required` : `${SHOP_SETTINGS_LABELS[field]} must be text`,
  });

/** One line (a name, a number): no control characters, trimmed, at most `max` characters; '' when not set. */
const oneLine = (field: ShopSettingsField, max: number, tooLong: string) =>
  text(field)
    // The length first, aborting: nothing else runs over a body-sized string (decision 064).
    .max(max * 2, { error: tooLong, abort: true })
    .refine((value) => !CONTROL_CHARACTERS.test(value), controlCharactersMessage(SHOP_SETTINGS_LABELS[field]))
    .trim()
    .max(max, tooLong);

/** Control characters but the line feed (and the CR of a CRLF): an address keeps its lines and nothing else. */
// eslint-disable-next-line no-control-regex
const ADDRESS_CONTROLS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

/** A postal address: its lines each trimmed, blank lines dropped, joined with \n. */
const postalAddress = text('postalAddress')
  .max(L.postalAddressMax * 2, { error: M.postalAddressTooLong, abort: true })
  .refine((value) => !ADDRESS_CONTROLS.test(value), { error: M.postalAddressCharacters, abort: true })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n'),
  )
  .pipe(
    z
      .string()
      .max(L.postalAddressMax, M.postalAddressTooLong)
      .refine((value) => value === '' || value.split('\n').length <= L.postalAddressLines, M.postalAddressLines),
  );

/** An invoice or credit note number's prefix (decision 085): trimmed, then capitals, digits and dashes only. */
const documentPrefix = (field: ShopSettingsField, message: string) =>
  text(field)
    .max(L.documentPrefixMax * 2, { error: message, abort: true })
    .trim()
    .regex(DOCUMENT_PREFIX_PATTERN, message);

/** A whole number from `min` to `max`; anything else (a string, a fraction, NaN) is refused with `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The owner's settings as the admin form edits them (decision 075). */
export const ShopSettingsFieldsSchema = z
  .strictObject({
    shopName: oneLine('shopName', L.shopNameMax, M.shopNameTooLong).min(1, M.shopNameRequired),
    // The length first, aborting: the address pattern is not run over a body-sized string (decision 064).
    supportEmail: text('supportEmail').trim().max(L.emailMax, { error: M.supportEmail, abort: true }).pipe(z.email(M.supportEmail)),
    legalName: oneLine('legalName', L.legalNameMax, M.legalNameTooLong),
    postalAddress,
    companyNumber: oneLine('companyNumber', L.companyNumberMax, M.companyNumberTooLong),
    vatNumber: oneLine('vatNumber', L.vatNumberMax, M.vatNumberTooLong),
    currency: z.enum(SHOP_CURRENCIES, { error: M.currency }),
    taxBehavior: z.enum(SHOP_TAX_BEHAVIORS, { error: M.taxBehavior }),
    invoicePrefix: documentPrefix('invoicePrefix', M.invoicePrefix),
    creditNotePrefix: documentPrefix('creditNotePrefix', M.creditNotePrefix),
    // Optional so a client written before decision 089 keeps the stored zone; the form always sends it.
    timeZone: text('timeZone').trim().max(64, { error: M.timeZone, abort: true }).refine(isKnownTimeZone, M.timeZone).optional(),
    // Optional like timeZone: a client written before decision 091 keeps the stored multiple.
    extendedLicenceMultiple: z
      .number({ error: M.extendedLicenceMultiple })
      .int(M.extendedLicenceMultiple)
      .min(1, M.extendedLicenceMultiple)
      .max(50, M.extendedLicenceMultiple)
      .optional(),
    // Optional like extendedLicenceMultiple: a client written before decision 093 keeps the stored values.
    customBuildLeadDays: wholeNumber(L.customBuildLeadDaysMin, L.customBuildLeadDaysMax, M.customBuildLeadDays).optional(),
    customBuildRevisionRounds: wholeNumber(
      L.customBuildRevisionRoundsMin,
      L.customBuildRevisionRoundsMax,
      M.customBuildRevisionRounds,
    ).optional(),
  })
  .refine((fields) => fields.invoicePrefix !== fields.creditNotePrefix, { error: M.prefixesEqual, path: ['creditNotePrefix'] });

/**
 * PUT /api/admin/settings: every field (a PUT replaces the settings; '' clears an optional one) and the
 * revision the form was read at, which must still be the current one (else 409).
 */
export const ShopSettingsBodySchema = ShopSettingsFieldsSchema.safeExtend({
  revision: z.number({ error: M.revision }).int(M.revision).min(0, M.revision).max(Number.MAX_SAFE_INTEGER, M.revision),
});

export type ShopSettingsBody = z.input<typeof ShopSettingsBodySchema>;
export type ShopSettingsUpdate = z.output<typeof ShopSettingsBodySchema>;

/** PUT /api/admin/first-steps: hides the back office's first-steps checklist (true) or shows it again (false). */
export const FirstStepsBodySchema = z.strictObject({
  dismissed: z.boolean({ error: 'dismissed must be true or false' }),
});
export type FirstStepsBody = z.infer<typeof FirstStepsBodySchema>;
