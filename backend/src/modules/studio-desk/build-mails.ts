import { ACCEPTANCE_DAYS } from '@tm/contracts/custom-build-delivery';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { buildPagePath } from '@tm/contracts/studio-desk';
import { mailSignature } from '../shop-settings';

/**
 * The desk's mails (decision 097), stored whole in the outbox with the fact they report. Each names the
 * order and points at the page where the other side answers; none carries a secret (downloads are on
 * the pages, behind sign-in).
 */
export interface BuildMailFacts {
  orderNumber: string;
  orderItemId: string;
  buyerName: string;
  buyerEmail: string;
  siteUrl: string;
  shop: ShopIdentity;
}

export interface MailText {
  subject: string;
  text: string;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
const buyerPage = (f: BuildMailFacts) => new URL(buildPagePath(f.orderItemId), f.siteUrl).toString();
const deskPage = (f: BuildMailFacts) => new URL('/admin', f.siteUrl).toString();

function toBuyer(f: BuildMailFacts, subject: string, lines: string[]): MailText {
  return {
    subject: `${subject} (order #${f.orderNumber})`,
    text: [
      `Hi ${oneLine(f.buyerName)},`,
      '',
      ...lines,
      '',
      'Your build, its versions and messages:',
      buyerPage(f),
      mailSignature(f.shop),
    ].join('\n'),
  };
}

function toOwner(f: BuildMailFacts, subject: string, lines: string[]): MailText {
  return {
    subject: `${subject}: custom build #${f.orderNumber}`,
    text: [...lines, '', `Buyer: ${oneLine(f.buyerName)} <${f.buyerEmail}>`, 'On the studio desk:', deskPage(f)].join('\n'),
  };
}

export const studioMessageMail = (f: BuildMailFacts, body: string) =>
  toBuyer(f, 'A message about your custom website', ['The studio wrote:', '', body, '', 'Answer on your build page.']);

export const versionMail = (f: BuildMailFacts, number: number, note: string | null, delivered: boolean) =>
  delivered
    ? toBuyer(f, `Your finished website is delivered: accept it or ask for changes within ${ACCEPTANCE_DAYS} days`, [
        `Version ${number} of your website is the finished site.${note ? `\n\n${note}` : ''}`,
        '',
        `Download it from your build page, then accept it or ask for changes there. Without an answer within ${ACCEPTANCE_DAYS} days it counts as accepted.`,
      ])
    : toBuyer(f, 'A new version of your website', [`Version ${number} of your website is ready to download.${note ? `\n\n${note}` : ''}`]);

export const buyerMessageMail = (f: BuildMailFacts, body: string) => toOwner(f, 'A message from the buyer', ['The buyer wrote:', '', body]);

export const changesRequestedMail = (f: BuildMailFacts, body: string, roundsLeft: number) =>
  toOwner(f, 'Changes requested', [
    `The buyer asked for changes (${roundsLeft} ${roundsLeft === 1 ? 'round' : 'rounds'} left after this one):`,
    '',
    body,
  ]);

export const acceptedMail = (f: BuildMailFacts) => toOwner(f, 'Accepted by the buyer', ['The buyer accepted the delivered website.']);

export const autoAcceptedOwnerMail = (f: BuildMailFacts) =>
  toOwner(f, 'Accepted without an answer', [
    `The buyer did not answer within ${ACCEPTANCE_DAYS} days of the delivery: it counts as accepted.`,
  ]);

export const autoAcceptedBuyerMail = (f: BuildMailFacts) =>
  toBuyer(f, 'Your website counts as accepted', [
    `We delivered your finished website ${ACCEPTANCE_DAYS} days ago and did not hear back, so it now counts as accepted, as said at delivery.`,
    `You can still write to us at ${f.shop.supportEmail}.`,
  ]);
