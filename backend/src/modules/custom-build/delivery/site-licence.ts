import { PAGES } from '@tm/contracts/routes';
import { SITE_OWNERSHIP } from '@tm/contracts/custom-build-delivery';

/** What the delivered site's LICENSE names: the order and its buyer. */
export interface SiteLicenceFacts {
  siteName: string;
  orderNumber: string;
  paidAt: Date;
  buyerName: string;
  buyerEmail: string;
  /** The shop's public address, for the contact page. */
  siteUrl: string;
}

/** Stored text as one line: no control characters, so a name cannot start new lines of the document. */
const oneLine = (value: string) =>
  // eslint-disable-next-line no-control-regex -- control characters and line separators become spaces
  value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/**
 * The LICENSE of a custom build's delivered site (decisions 095 and 096): the site was made for the
 * buyer, who owns it, unlike a template, which is licensed (the template LICENSE's "you may not
 * resell" would contradict what the summary promised before payment). Parts with a licence file of
 * their own stay under it, as SITE_OWNERSHIP says.
 */
export function siteLicenceText(facts: SiteLicenceFacts): string {
  return `WEBSITE OWNERSHIP

Website:       ${oneLine(facts.siteName)}
Made for:      ${oneLine(facts.buyerName)} <${oneLine(facts.buyerEmail)}>
Order number:  #${oneLine(facts.orderNumber)}
Paid on:       ${facts.paidAt.toISOString().slice(0, 10)}

This website was built for the buyer named above as a custom build, and it is theirs.
${SITE_OWNERSHIP}

The buyer may use, copy, change, host, publish and sell this website and any work made from it,
without a fee and without naming us. No other licence or permission is needed.

The site is provided as it is delivered; what the order promised (the finished site and the rounds
of changes) is described in the order confirmation and on the build's page in the dashboard.

Questions: ${facts.siteUrl}${PAGES.contact}
`;
}
