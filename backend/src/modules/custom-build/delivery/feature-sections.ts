import { CUSTOM_BUILD_FEATURES, type CustomBuildFeature } from '@tm/contracts/custom-build';
import { escapeMarkup as esc } from '@tm/catalog-generator';

const cards = (titles: readonly string[], body: (title: string) => string) =>
  `<div class="grid">${titles.map((t) => `<div class="card"><div class="placeholder" role="img" aria-label="${esc(t)} picture"></div><h3>${esc(t)}</h3>${body(t)}</div>`).join('')}</div>`;

const field = (label: string, input: string) => `<label>${label} ${input}</label>`;

/** The markup of one feature's section (each section carries data-feature, so the delivery can be checked). */
export function featureSection(feature: CustomBuildFeature, business: string): string {
  const inner = SECTIONS[feature](business);
  return `      <section class="feature" data-feature="${feature}" aria-labelledby="feature-${feature}">
        <h2 id="feature-${feature}">${esc(CUSTOM_BUILD_FEATURES[feature])}</h2>
        ${inner}
      </section>`;
}

const SECTIONS: Record<CustomBuildFeature, (business: string) => string> = {
  booking: () =>
    `<p>Pick a date and time; we confirm by email.</p>
        <form>${field('Name', '<input name="name" autocomplete="name">')}${field('Email', '<input type="email" name="email" autocomplete="email">')}${field('Date', '<input type="date" name="date">')}${field('Time', '<input type="time" name="time">')}<button type="submit">Request booking</button></form>`,
  shop: () =>
    `<p>Our products, ready to order online.</p>${cards(['Product one', 'Product two', 'Product three'], () => '<p>$00.00</p><button type="button">Add to cart</button>')}`,
  payments: () => '<p>Pay securely by card or PayPal at checkout. Connect your payment provider (for example Stripe) here.</p>',
  blog: () =>
    cards(
      ['First post title', 'Second post title', 'Third post title'],
      () => '<p>A two-line summary of the post.</p><a href="#">Read more</a>',
    ),
  gallery: () => cards(['Photo one', 'Photo two', 'Photo three', 'Photo four'], () => ''),
  portfolio: () => cards(['Project one', 'Project two', 'Project three'], () => '<p>What we did and the result.</p>'),
  contactForm: () =>
    `<form>${field('Name', '<input name="name" autocomplete="name">')}${field('Email', '<input type="email" name="email" autocomplete="email">')}${field('Message', '<textarea name="message" rows="5"></textarea>')}<button type="submit">Send message</button></form>`,
  newsletter: () =>
    `<p>News and offers, once a month.</p><form>${field('Email', '<input type="email" name="email" autocomplete="email">')}<button type="submit">Subscribe</button></form>`,
  members: () =>
    `<p>Members sign in to see their account.</p><form>${field('Email', '<input type="email" name="email" autocomplete="username">')}${field('Password', '<input type="password" name="password" autocomplete="current-password">')}<button type="submit">Sign in</button></form>`,
  multilingual: () =>
    '<p>This site is ready for several languages: use the language menu at the top; each language gets its own copy of the pages.</p>',
  seo: (business) =>
    `<p>Each page has its own title and description, and the site comes with a sitemap, so search engines find ${esc(business.toLowerCase())}.</p>`,
  testimonials: () =>
    cards(['A happy customer', 'Another customer'], () => '<blockquote>“A sentence from a real customer goes here.”</blockquote>'),
  events: () => cards(['Upcoming event', 'Next workshop', 'Later this month'], () => '<p>Date · time · place</p>'),
  menu: () => '<ul><li>Dish or item one: $0.00</li><li>Dish or item two: $0.00</li><li>Dish or item three: $0.00</li></ul>',
  maps: () =>
    '<p>Street, town and postcode. Opening hours: Mon-Fri 9:00-17:00.</p><div class="placeholder" role="img" aria-label="Map"></div>',
  liveChat: () => '<p>Questions? Use the chat button at the bottom right; connect it to your chat or WhatsApp account.</p>',
  social: () => '<p>Follow us on social media: the links are in the footer.</p>',
  analytics: () => '<p>Visitor statistics: paste your analytics snippet into the head of each page (marked in the HTML).</p>',
  faq: () =>
    '<details><summary>A common question?</summary><p>Its answer.</p></details><details><summary>Another question?</summary><p>Its answer.</p></details>',
  // A layout to fill in, not legal advice: the texts say what a GDPR privacy notice covers.
  privacy: (business) =>
    `<p>How ${esc(business.toLowerCase())} collects, uses and keeps personal data: who is responsible, what data and why (the legal basis), how long it is kept, who receives it, and visitors' rights (access, correction, deletion, objection, complaint to the supervisory authority).</p>
        <p>Cookies: this site sets no tracking cookies. If you add analytics or embedded content, ask for consent first with the banner below.</p>
        <div class="card" role="region" aria-label="Cookie consent"><p>We use only the cookies this site needs. Optional cookies are set only if you agree.</p><button type="button">Accept optional cookies</button> <button type="button">Reject optional cookies</button></div>`,
};
