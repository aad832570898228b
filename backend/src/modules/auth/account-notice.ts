import { escapeHtml } from '@tm/contracts/html-escape';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { STORED_MAIL_KIND } from '../../infrastructure/mail';
import { mailSignature } from '../shop-settings';

/**
 * A notice about the account (its password or address changed, decision 084): it carries no secret,
 * so it is stored whole in its outbox row, written with the change that owes it.
 */
export function accountNotice(input: { to: string; name: string; subject: string; paragraphs: readonly string[]; shop: ShopIdentity }) {
  const signature = mailSignature(input.shop);
  return {
    kind: STORED_MAIL_KIND,
    refId: null,
    to: input.to,
    subject: input.subject,
    text: [`Hello ${input.name},`, '', ...input.paragraphs.flatMap((paragraph) => [paragraph, '']), signature.trimStart()].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(input.name)},</p>`,
      ...input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p style="white-space:pre-line">${escapeHtml(signature.trimStart())}</p>`,
    ].join('\n'),
  };
}

/** What the owner does when a change was not theirs: the same words in both notices. */
export function notYouAdvice(publicUrl: string, forgotPasswordPath: string, shop: ShopIdentity): string {
  return (
    `If you did not make this change, someone else may be using your account: reset your password at ` +
    `${publicUrl}${forgotPasswordPath} and write to us at ${shop.supportEmail}.`
  );
}

/**
 * A mail whose link is a secret (an email change's confirmation, a data export's download): composed when
 * it is sent, never stored readable, and the token named in `secrets` so the outbox's copy is redacted
 * (decisions 022, 084).
 */
export function linkMail(input: {
  to: string;
  subject: string;
  name: string;
  lead: string;
  ask: string;
  link: string;
  token: string;
  after: string;
  shop: ShopIdentity;
}) {
  const signature = mailSignature(input.shop);
  return {
    secrets: [input.token],
    message: {
      to: input.to,
      subject: input.subject,
      text: [`Hello ${input.name},`, '', input.lead, input.ask, '', input.link, '', input.after, signature].join('\n'),
      html: [
        `<p>Hello ${escapeHtml(input.name)},</p>`,
        `<p>${escapeHtml(input.lead)} ${escapeHtml(input.ask)}</p>`,
        `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
        `<p>${escapeHtml(input.after)}</p>`,
        `<p style="white-space:pre-line">${escapeHtml(signature.trimStart())}</p>`,
      ].join('\n'),
    },
  };
}
