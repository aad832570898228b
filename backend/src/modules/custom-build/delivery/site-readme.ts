import { CUSTOM_BUILD_FEATURES, CUSTOM_BUILD_TIMELINES, platformNote, type CustomBuildFeature } from '@tm/contracts/custom-build';
import { FORM_RELAY_HONEYPOT, FORM_RELAY_LIMITS } from '@tm/contracts/form-relay';
import type { SiteDesign } from './site-design';
import type { SiteFacts, SitePage } from './custom-site';
import type { SiteCopy } from './site-writer/site-copy';

/** Features the first version lays out but cannot make work: the finished site brings them (decision 096). */
const LATER: Partial<Record<CustomBuildFeature, string>> = {
  payments: 'Online payments: card payments through your payment provider.',
  shop: 'Online store checkout: products, cart and payment (until then the Shop page takes orders by form).',
  members: 'Member accounts: sign-up and sign-in.',
  liveChat: 'Live chat: connected to your chat or WhatsApp account (until then visitors use the contact form).',
  analytics: 'Visitor statistics: connected to your analytics account.',
  smsReminders: 'SMS appointment reminders: sent through the text-message service you subscribe to.',
  multilingual: 'The pages in your other languages.',
};

/** What only the buyer has, by feature or page kind: the first version marks it "Provided by you". */
const PROVIDE: Partial<Record<string, string>> = {
  gallery: 'Your photos (the gallery shows illustrations in your colours until then).',
  portfolio: 'Your projects, with a line on each.',
  testimonials: "Your clients' reviews (the site never invents them).",
  team: 'The names, roles and photos of your team.',
  pricing: 'Your price list.',
  menu: 'Your menu with its prices.',
  events: 'Your event dates.',
  shop: 'Your products, photos and prices.',
  blog: 'Your articles.',
  social: 'The addresses of your social media accounts.',
  maps: 'Your street address and opening hours.',
  locations: 'Your street address and opening hours.',
  terms: 'Your terms, checked by your adviser.',
  other: 'The text of the pages marked "Provided by you".',
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** The ZIP's README (decision 096): what is in it, how to host it, where the forms go, what the buyer sends, what comes next. */
export function siteReadme(facts: SiteFacts, pages: readonly SitePage[], design: SiteDesign, copy: SiteCopy): string {
  const r = facts.requirements;
  const features = [...new Set(r.features)];
  const pageLines = pages.map(
    (p) =>
      `- ${oneLine(p.label)}: \`${p.file}\`${p.features.length ? ` (${p.features.map((f) => CUSTOM_BUILD_FEATURES[f]).join(', ')})` : ''}`,
  );
  const provide = new Set<string>();
  for (const key of [...features, ...pages.map((p) => p.kind)]) if (PROVIDE[key]) provide.add(PROVIDE[key]!);
  if (copy.servicesFromTrade)
    provide.add(`Your list of services: the site shows ${copy.services.map((s) => s.title).join(', ')}, usual for your trade; check them.`);
  if (!copy.services.length) provide.add('Your list of services.');
  if (copy.nameFromTrade) provide.add(`Your business name: the site calls you "${oneLine(copy.name)}" until then.`);
  for (const item of r.contentProvided) provide.add(`${oneLine(item)} (you said you would send it).`);
  const later = features.map((f) => LATER[f]).filter((l): l is string => Boolean(l));
  if (copy.laterLanguage)
    later.push(
      `The site in ${oneLine(copy.laterLanguage)}: this first version is written in English, and the finished site comes in the language you asked for.`,
    );
  const notIncluded = r.requests.filter((q) => !q.included);
  const included = r.requests.filter((q) => q.included);
  const language = copy.lang === 'es' ? 'Spanish' : 'English';
  return `# ${oneLine(copy.name)}: the first version of your website

The first version of your Custom Website Build, order #${facts.orderNumber}, written for ${oneLine(copy.name)} from the summary you approved, in ${language}.
Send us your changes (see Help at the end): the finished site follows.${
    copy.lang === 'es'
      ? '\n\nPrimera versión de tu sitio web, escrita en español a partir del resumen que aprobaste. Envíanos tus cambios: el sitio terminado llega después.'
      : ''
  }

## What is inside

${pageLines.join('\n')}
- \`assets/style.css\`: colours and fonts (the variables at the top)
- \`assets/images/\`: illustrations drawn in your colours${features.includes('seo') ? '\n- `sitemap.xml` and `robots.txt`: for search engines' : ''}
- \`LICENSE\`: your licence

Features: ${features.length ? features.map((f) => CUSTOM_BUILD_FEATURES[f]).join(', ') : 'none asked for'}.${
    included.length ? `\nAlso included, as you asked: ${included.map((q) => oneLine(q.text)).join(', ')}.` : ''
  }${notIncluded.length ? `\nNot included: ${notIncluded.map((q) => `${oneLine(q.text)}${q.reason ? ` (${oneLine(q.reason)})` : ''}`).join('; ')}.` : ''}
Design preferences: ${design.words.length ? design.words.map(oneLine).join(', ') : 'none given'} (primary colour ${design.primary}).
Timeline you chose: ${CUSTOM_BUILD_TIMELINES[r.timeline ?? 'standard']}.${r.platform ? `\n\n${platformNote(r.platform)}` : ''}

## Try it

Open \`index.html\` in a browser: every link is relative, so it works from disk.

## Put it online

Upload the folder to any static host (Netlify, GitHub Pages, Cloudflare Pages, or your web host's
public folder). Nothing else to install: the forms work from any address.

## Your forms

Every form of the site posts to the shop's form relay, which emails what a visitor sent to
${oneLine(facts.formRecipient)} (reply to the email to answer the visitor):

    ${facts.formAction}

- The visitor sees a confirmation page with a link back to your site.
- Spam protection: a hidden field (\`${FORM_RELAY_HONEYPOT}\`) catches form-filling bots, whose posts are dropped.
- Limits: ${FORM_RELAY_LIMITS.perSitePerHour} messages per hour for the site, ${FORM_RELAY_LIMITS.perAddressPerHour} per visitor address, at most ${FORM_RELAY_LIMITS.maxFields} fields of ${FORM_RELAY_LIMITS.fieldValueMax.toLocaleString('en-US')} characters each.
- Keep the form's \`action\` address as it is when you edit a page; to send to another address, ask us.

## What you send us

${provide.size ? [...provide].map((p) => `- ${p}`).join('\n') : '- Nothing: tell us what you would like changed.'}

## In your finished site

${later.length ? later.map((l) => `- ${l}`).join('\n') : '- Your changes to this first version.'}

## Help

Questions or changes: ${facts.siteUrl}/contact (mention order #${facts.orderNumber}).
`;
}
