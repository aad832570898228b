// Zod-free at run time (like orders.ts): the checkout, the confirmation mail and the refund policy page
// all quote these texts from here, so the buyer reads the same words in all three (decision 082).

/**
 * The texts a buyer agrees to at checkout, each with a version. An order records the version of each
 * text it was placed under and when (decision 082); changing a wording means a new version here, the
 * old wording moved to EARLIER_LEGAL_TEXTS so mails of orders placed under it still quote it.
 */
export const LEGAL_TEXTS = {
  /** Every order. The version is the date the terms page last changed (its "Last updated"). */
  terms: {
    id: 'terms-of-service',
    version: '2026-11-27',
    title: 'Terms of Service',
    wording: 'I have read and agree to the Terms of Service.',
  },
  /** An order with templates: a download ends the 14-day right of withdrawal once it starts. */
  immediateDelivery: {
    id: 'immediate-download',
    version: '2026-12-07',
    title: 'Immediate download',
    wording: 'I want my download now and understand that I lose my 14-day right of withdrawal once it starts.',
  },
  /** An order with a custom build: a service, whose right of withdrawal ends only once it is fully performed. */
  serviceStart: {
    id: 'custom-build-service-start',
    version: '2026-12-07',
    title: 'Custom build service start',
    wording:
      'I ask for work on my custom build to start now, within the 14-day withdrawal period, and understand that I lose my right of withdrawal once the service is fully performed; if I withdraw before then, I pay for the work done up to that point.',
  },
} as const;

export type ConsentKey = keyof typeof LEGAL_TEXTS;
/** In the order the checkout shows the boxes and the mail restates them. */
export const CONSENT_KEYS = ['terms', 'immediateDelivery', 'serviceStart'] as const satisfies readonly ConsentKey[];

export interface LegalText {
  id: string;
  version: string;
  title: string;
  wording: string;
}

/** Wordings replaced since, by text: none yet. */
export const EARLIER_LEGAL_TEXTS: Readonly<Record<ConsentKey, readonly LegalText[]>> = {
  terms: [],
  immediateDelivery: [],
  serviceStart: [],
};

/** The text of `key` as it read at `version`: the current one or an earlier one; null for a version never shipped. */
export function legalTextAt(key: ConsentKey, version: string): LegalText | null {
  const current: LegalText = LEGAL_TEXTS[key];
  if (current.version === version) return current;
  return EARLIER_LEGAL_TEXTS[key].find((text) => text.version === version) ?? null;
}

/** What an order holds, and so which boxes it needs. */
export interface OrderContents {
  templates: boolean;
  customBuild: boolean;
}

/** The boxes an order needs: the terms always, immediate download with templates, the service start with a custom build. */
export function requiredConsents(contents: OrderContents): ConsentKey[] {
  return CONSENT_KEYS.filter((key) => key === 'terms' || (key === 'immediateDelivery' ? contents.templates : contents.customBuild));
}

/** What is asked of the buyer for each box left empty: under the box, and (joined) in the server's 400. */
const ASKED: Record<ConsentKey, string> = {
  terms: 'accept the Terms of Service',
  immediateDelivery: 'confirm that you want your download now',
  serviceStart: 'ask for work on your custom build to start now',
};

/** The message for the boxes left empty, naming each: 'Please accept the Terms of Service and confirm that …'. */
export function consentMissingMessage(missing: readonly ConsentKey[]): string {
  const asks = missing.map((key) => ASKED[key]);
  const list = asks.length <= 1 ? (asks[0] ?? '') : `${asks.slice(0, -1).join(', ')} and ${asks[asks.length - 1]!}`;
  return `Please ${list}`;
}
