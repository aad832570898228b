import { LEGAL_TEXTS, type ConsentKey } from '@tm/contracts/legal-texts';
import { PAGES } from '@tm/contracts/routes';
import { Checkbox, type CheckboxFieldProps } from '@tm/platform';

/** Opened beside the checkout, so the form keeps what the buyer typed. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="tm-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The terms' wording with its title as the link to /terms. */
function TermsLabel() {
  const { wording, title } = LEGAL_TEXTS.terms;
  const at = wording.indexOf(title);
  return (
    <>
      {wording.slice(0, at)}
      <NewTabLink to={PAGES.terms}>{title}</NewTabLink>
      {wording.slice(at + title.length)}
    </>
  );
}

/**
 * The checkout's boxes (decision 082), unticked until the buyer ticks them: the terms, and the withdrawal
 * wording of what the cart holds, each word for word from LEGAL_TEXTS, as the mail and the refund policy
 * quote them.
 */
export function ConsentBoxes({ needed, box }: { needed: readonly ConsentKey[]; box: (key: ConsentKey) => CheckboxFieldProps }) {
  return (
    <fieldset className="co-consent">
      <legend className="co-consent__title">Before you place your order</legend>
      {needed.map((key) => (
        <Checkbox key={key} required label={key === 'terms' ? <TermsLabel /> : LEGAL_TEXTS[key].wording} {...box(key)} />
      ))}
      <p className="co-consent__more tm-muted">
        How withdrawal and refunds work: our <NewTabLink to={PAGES.refundPolicy}>refund policy</NewTabLink>.
      </p>
    </fieldset>
  );
}
