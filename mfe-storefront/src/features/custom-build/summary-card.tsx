import { forwardRef } from 'react';
import { CUSTOM_BUILD_DELIVERY, CUSTOM_BUILD_TEXTS } from '@tm/contracts/custom-build';
import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { Badge, Button } from '@tm/platform';
import { DeliveryTerms } from './delivery-terms';
import { SummaryRequirements } from './summary-requirements';

interface SummaryCardProps {
  summary: CustomBuildSummary;
  proceeding: boolean;
  onProceed: () => void;
  onStartOver: () => void;
}

/**
 * docs/product/storefront.md §2: the build summary with its price and Proceed to Checkout. It keeps what the visitor
 * asked for (pages by name, a platform they named), shows how the price is made, and says the one
 * delivery promise (CUSTOM_BUILD_DELIVERY); the visitor's timeline is shown as theirs, not as a
 * second delivery time. Its heading takes the focus when the summary appears (the ref).
 */
export const SummaryCard = forwardRef<HTMLHeadingElement, SummaryCardProps>(function SummaryCard(
  { summary, proceeding, onProceed, onStartOver },
  heading,
) {
  return (
    <section className="tm-card cb-side cb-summary" aria-labelledby="cb-summary-title">
      <h2 id="cb-summary-title" ref={heading} tabIndex={-1} className="cb-card-title">
        Your Build Summary
      </h2>
      <dl className="cb-summary__list">
        <div>
          <dt>Business Type</dt>
          <dd>{summary.businessType || CUSTOM_BUILD_TEXTS.unknownBusiness}</dd>
        </div>
        <div>
          <dt>Design Preferences</dt>
          <dd className="cb-badges">
            {summary.designPreferences.length ? (
              summary.designPreferences.map((p) => (
                <Badge key={p} variant="secondary">
                  {p}
                </Badge>
              ))
            ) : (
              <span className="tm-muted">Our designers' choice</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Features</dt>
          <dd className="cb-badges">
            {summary.features.length ? (
              summary.features.map((f) => <Badge key={f}>{f}</Badge>)
            ) : (
              <span className="tm-muted">Pages only</span>
            )}
          </dd>
        </div>
        <SummaryRequirements summary={summary} />
        <div>
          <dt>Number of Pages</dt>
          <dd>
            {summary.numberOfPages}
            {summary.pages.length ? <span className="cb-summary__pages">{summary.pages.join(', ')}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Estimated Hours</dt>
          <dd>{summary.estimatedHours}</dd>
        </div>
        <div>
          <dt>Your Timeline</dt>
          <dd>{summary.timeline}</dd>
        </div>
        <div>
          <dt>Delivery Time</dt>
          <dd>
            <Badge variant="outline">{CUSTOM_BUILD_DELIVERY.short}</Badge>
          </dd>
        </div>
        {summary.notes?.length ? (
          <div>
            <dt>Good to Know</dt>
            <dd className="cb-summary__notes">
              {summary.notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </dd>
          </div>
        ) : null}
        {summary.breakdown?.length ? (
          <div>
            <dt id="cb-breakdown-title">How the Price Is Made</dt>
            <dd>
              <table className="cb-breakdown" aria-labelledby="cb-breakdown-title">
                <thead className="tm-visually-hidden">
                  <tr>
                    <th scope="col">Part</th>
                    <th scope="col">Hours</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.breakdown.map((part) => (
                    <tr key={`${part.part}-${part.label}`}>
                      <th scope="row">{part.label}</th>
                      <td>{part.hours ? `${part.hours} h` : ''}</td>
                      <td>{part.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </dd>
          </div>
        ) : null}
        <div className="cb-summary__total">
          <dt>Total Price</dt>
          <dd>{summary.price}</dd>
        </div>
      </dl>
      <DeliveryTerms terms={summary.delivery} />
      <Button size="lg" block onClick={onProceed} loading={proceeding} disabled={proceeding}>
        Proceed to Checkout
      </Button>
      <p className="cb-guarantee">{CUSTOM_BUILD_TEXTS.guarantee}</p>
      <Button variant="link" onClick={onStartOver}>
        Start a new quote
      </Button>
    </section>
  );
});
