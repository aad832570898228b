import { CUSTOM_BUILD_TEXTS, type CustomBuildSummary } from '@tm/contracts/custom-build';
import { Badge, Button } from '@tm/platform';

interface SummaryCardProps {
  summary: CustomBuildSummary;
  proceeding: boolean;
  onProceed: () => void;
  onStartOver: () => void;
}

/** storefront §2: the build summary with its price and Proceed to Checkout. */
export function SummaryCard({ summary, proceeding, onProceed, onStartOver }: SummaryCardProps) {
  return (
    <section className="tm-card cb-side cb-summary" aria-labelledby="cb-summary-title">
      <h2 id="cb-summary-title" className="cb-card-title">
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
            {summary.designPreferences.length ? summary.designPreferences.map((p) => <Badge key={p} variant="secondary">{p}</Badge>) : <span className="tm-muted">Our designers' choice</span>}
          </dd>
        </div>
        <div>
          <dt>Features</dt>
          <dd className="cb-badges">
            {summary.features.length ? summary.features.map((f) => <Badge key={f}>{f}</Badge>) : <span className="tm-muted">Pages only</span>}
          </dd>
        </div>
        <div>
          <dt>Number of Pages</dt>
          <dd>{summary.numberOfPages}</dd>
        </div>
        <div>
          <dt>Estimated Hours</dt>
          <dd>{summary.estimatedHours}</dd>
        </div>
        <div>
          <dt>Delivery Time</dt>
          <dd>
            <Badge variant="outline">{summary.timeline}</Badge>
          </dd>
        </div>
        <div className="cb-summary__total">
          <dt>Total Price</dt>
          <dd>{summary.price}</dd>
        </div>
      </dl>
      <Button size="lg" block onClick={onProceed} loading={proceeding} disabled={proceeding}>
        Proceed to Checkout
      </Button>
      <p className="cb-guarantee">{CUSTOM_BUILD_TEXTS.guarantee}</p>
      <Button variant="link" onClick={onStartOver}>
        Start a new quote
      </Button>
    </section>
  );
}
