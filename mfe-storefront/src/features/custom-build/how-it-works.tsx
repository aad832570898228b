import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';

const STEPS = [
  {
    title: 'Describe your needs',
    text: 'Tell the consultant about your business, the pages and features you want, your style and your timeline.',
  },
  {
    title: 'Review your summary and price',
    text: 'Get a build summary with the pages, features and hours, and a fixed price with every part of it shown.',
  },
  {
    title: 'Check out',
    // The two steps (decision 095); the summary gives the finished site's date and the rounds of changes.
    text: `Pay once for both steps. ${CUSTOM_BUILD_DELIVERY.promise}`,
  },
];

/** docs/product/storefront.md §2: the three steps shown before there is a summary. */
export function HowItWorks() {
  return (
    <section className="tm-card cb-side" aria-labelledby="cb-how-title">
      <h2 id="cb-how-title" className="cb-card-title">
        How It Works
      </h2>
      <ol className="cb-steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="cb-step">
            <span className="cb-step__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="cb-step__title">{step.title}</h3>
              <p className="tm-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
