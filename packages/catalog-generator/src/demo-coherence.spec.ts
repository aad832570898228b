// The demos are coherent: each one's visible text names what its template says it is, and no two subcategories share a demo.
import { SUBCATEGORY_SLOTS, generateTemplateDrafts } from './drafts/template-drafts';
import { renderLivePreviewHtml } from './demo/live-preview';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const SAMPLE = 500;
/** Every 7th template: 7 and the 40 slots share no factor, so the sample walks every subcategory. */
const STEP = 7;

/** Subcategories whose subject is their own, whatever the name: the words their demo must show. */
const BY_SUBCATEGORY: Record<string, RegExp> = {
  'plugins/security': /\b(firewall|malware|security|login)\b/,
  'plugins/performance': /\b(cache|caching|speed|faster|performance)\b/,
  'plugins/seo-tools': /\b(seo|sitemaps?|schema|rank)\b/,
  'plugins/forms': /\b(forms?|entries|fields)\b/,
  'plugins/e-commerce': /\b(woocommerce|checkout|upsells?|orders?)\b/,
  'plugins/social-media': /\b(shares?|sharing|social|instagram|feeds?)\b/,
  'cms/documentation': /\b(docs|documentation|guides?|api|install)\b/,
  'cms/knowledge-base': /\b(help|support|articles?|answers)\b/,
  'cms/community': /\b(community|members|discussions?|forum)\b/,
  'marketing/email-marketing': /\b(email|inbox|unsubscribe|subscribers?)\b/,
  'marketing/social-media': /\b(instagram|posts?|stories|social|carousel)\b/,
  'marketing/banners': /\b(banners?|ads?|sale|offer)\b/,
  'marketing/brochures': /\b(brochure|company|catalog|report|pages)\b/,
  'html/404-pages': /\b(404|not found|lost)\b/,
  'html/coming-soon': /\b(launch\w*|soon|waitlist)\b/,
};

/** What a name (or an ecommerce description) says → words its demo must show. Most specific first. */
const BY_CLAIM: ReadonlyArray<[RegExp, RegExp]> = [
  [/wine|spirits/, /\b(wines?|vineyards?|sommelier|bottles?|cellar|spirits|whisky)\b/],
  [/coffee/, /\b(coffee|espresso|roast(ed|s)?|beans|brew)\b/],
  [/bakery/, /\b(bakery|bread|sourdough|pastr(y|ies)|croissants?|cakes?)\b/],
  [/organic|gourmet/, /\b(organic|farms?|grocer(y|ies)|pantry|veg|produce)\b/],
  [/restaurant/, /\b(menu|dinner|lunch|chef|table|dishes)\b/],
  [/fashion magazine/, /\b(fashion|runway|style)\b/],
  [/fashion|streetwear|apparel|boutique/, /\b(fashion|wear|wardrobe|dress(es)?|jacket|collection|clothing)\b/],
  [/electronics|gadget|tech store|audio|smart home/, /\b(headphones|speakers?|gadgets?|wireless|smart|laptops?|audio)\b/],
  [/beauty|skincare|cosmetics|shop:wellness/, /\b(skin(care)?|serum|beauty|makeup|lipstick|cream|wellness)\b/],
  [/furniture/, /\b(sofas?|chairs?|furniture|lamps?)\b/],
  [/multipurpose shop|woocommerce shop/, /\b(add to cart|shop)\b/],
  [/lms|online course/, /\b(courses?|lessons?|instructors?|students?|certificates?)\b/],
  [/university/, /\b(university|degrees?|campus|admissions)\b/],
  [/kindergarten/, /\b(kindergarten|nursery|children|play)\b/],
  [/school|tutoring/, /\b(school|pupils|teachers|tutoring)\b/],
  [/dental/, /\b(dental|dentists?|teeth|smiles?)\b/],
  [/yoga/, /\b(yoga|meditation)\b/],
  [/therapist/, /\b(therapy|therapists?|counselling)\b/],
  [/pharmacy/, /\b(pharmacy|pharmacists?|prescriptions?)\b/],
  [/wellness/, /\b(wellness|fitness|training|nutrition)\b/],
  [/medical/, /\b(clinic|doctors?|patients?|appointments?)\b/],
  [/law firm/, /\b(law|legal|attorneys?)\b/],
  [/real estate/, /\b(homes?|propert(y|ies)|listings?|bedrooms)\b/],
  [/construction company|construction html/, /\b(construction|build(ing|ers)?|contractors?)\b/],
  [/industrial/, /\b(manufactur\w*|engineering|industr\w*)\b/],
  [/logistics/, /\b(logistics|freight|shipments?|warehous\w*|cargo)\b/],
  [/financ/, /\b(financial|finance|invest\w*|retirement|wealth)\b/],
  [/consult|business flyer/, /\b(consult\w*|strategy|advice|advisory)\b/],
  [/creative agency|design studio|branding|motion|parallax/, /\b(studio|brand\w*|identity)\b/],
  [/agency/, /\b(agency|campaigns?|marketing|case studies)\b/],
  [/photo/, /\b(photograph\w*|photos?|portraits?)\b/],
  [/architect/, /\b(architect\w*|buildings?)\b/],
  [/artist/, /\b(paintings?|artist|exhibitions?)\b/],
  [/developer portfolio/, /\b(developer|code|typescript)\b/],
  [/wedding/, /\b(wedding|married|ceremony|rsvp)\b/],
  [/party/, /\b(music|live|party|dj|gigs?)\b/],
  [/event/, /\b(conference|speakers|tickets|agenda)\b/],
  [/saas|lead generation/, /\b(teams?|workflows?|dashboards?|integrations)\b/],
  [/ai startup/, /\b(ai|machine learning|models?)\b/],
  [/cyber security/, /\b(security|threats?|attacks?)\b/],
  [/it solutions/, /\b(it|helpdesk|cloud|networks?)\b/],
  [/app landing|product launch/, /\b(app|download|ios|android)\b/],
  [/startup/, /\b(startup|founders|launch)\b/],
  [/tech blog/, /\b(code|developers?|software|programming)\b/],
  [/travel/, /\b(travel|trips?|destinations?|itinerar\w*)\b/],
  [/lifestyle/, /\b(lifestyle|home|style|wellbeing)\b/],
  [/food blog/, /\b(recipes?|cooking|kitchen|baking)\b/],
  [/nonprofit/, /\b(donat\w*|charity|volunteers?)\b/],
  [/newsletter|digest/, /\b(newsletter|issue|subscribers?)\b/],
  [/sports news/, /\b(sports?|match|football|scores)\b/],
  [/\bnews\b/, /\b(news|breaking|latest)\b/],
  [/design journal/, /\b(design|architecture|interiors)\b/],
  [/magazine|editorial/, /\b(magazine|stories|issue|culture)\b/],
  [/small business/, /\b(repairs?|plumbing|electrical|handyman)\b/],
  [/corporate|enterprise/, /\b(company|group|investors?|corporate)\b/],
  [/portfolio|designer|resume|freelancer|creative/, /\b(portfolio|projects?|work|design\w*)\b/],
  [/blog|writer|personal|minimal/, /\b(essays?|writing|notes|reading)\b/],
];

const PLATFORM = / (WooCommerce|Shopify|OpenCart|Magento|PrestaShop|BigCommerce)\b/;

/** What a template says it is: the name after the brand, and (ecommerce) the description's first sentence without the brand. */
function claimOf(d: { name: string; description: string; category: string }): string {
  const dash = d.name.indexOf(' — ');
  const brand = dash >= 0 ? d.name.slice(0, dash) : d.name.slice(0, Math.max(0, d.name.search(PLATFORM)));
  const described =
    d.category === 'ecommerce'
      ? d.description
          .split(/(?<=[.!?])\s+/)[0]!
          .split(brand)
          .join(' ')
      : '';
  const claim = `${dash >= 0 ? d.name.slice(dash + 3) : ''} ${described}`.toLowerCase();
  return d.category === 'ecommerce' ? claim.replace(/\bwellness\b/, 'shop:wellness') : claim;
}

function visibleText(html: string): string {
  return html
    .replace(/<(style|script|svg|title)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A demo's body without the template's own words: its headings, menu and offers. */
function bodyOf(html: string): string[] {
  const tags = [...html.matchAll(/<(h1|h2|h3|nav)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => visibleText(m[2]!).trim());
  return [...new Set(tags.filter(Boolean))];
}

describe('coherent demos', () => {
  const drafts = generateTemplateDrafts({ seed: 7, start: 0, count: SAMPLE * STEP, now: NOW }).filter((_, i) => i % STEP === 0);

  it('samples every subcategory', () => {
    expect(drafts).toHaveLength(SAMPLE);
    expect(new Set(drafts.map((d) => `${d.category}/${d.subcategory}`)).size).toBe(SUBCATEGORY_SLOTS.length);
  });

  it('shows in each demo the words of what its template is (a wine shop sells wine, an LMS shows courses)', () => {
    const failures: string[] = [];
    for (const d of drafts) {
      const key = `${d.category}/${d.subcategory}`;
      const claim = claimOf(d);
      const words = BY_SUBCATEGORY[key] ?? BY_CLAIM.find(([said]) => said.test(claim))?.[1];
      const text = visibleText(renderLivePreviewHtml(d));
      if (!words) failures.push(`${d.slug}: no word list for "${claim}" (${key})`);
      else if (!words.test(text)) failures.push(`${d.slug} (${key}, "${claim.trim()}"): none of ${words} in its demo`);
    }
    console.log(`demo coherence: ${drafts.length - failures.length} of ${drafts.length} sampled demos name their subject`);
    expect(failures).toEqual([]);
  });

  it('gives no two subcategories the same demo body', () => {
    const bodies = new Map<string, Set<string>>();
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const d of drafts) {
      const key = `${d.category}/${d.subcategory}`;
      const body = bodyOf(renderLivePreviewHtml(d));
      const whole = body.join('|');
      if (seen.has(whole) && seen.get(whole) !== key) clashes.push(`${d.slug} (${key}) has the body of a ${seen.get(whole)} demo`);
      seen.set(whole, key);
      const set = bodies.get(key) ?? new Set<string>();
      for (const part of body) set.add(part);
      bodies.set(key, set);
    }
    const keys = [...bodies.keys()];
    let closest = { a: '', b: '', overlap: 0 };
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) {
        const a = bodies.get(keys[i]!)!;
        const b = bodies.get(keys[j]!)!;
        const shared = [...a].filter((x) => b.has(x)).length;
        const overlap = shared / (a.size + b.size - shared);
        if (overlap > closest.overlap) closest = { a: keys[i]!, b: keys[j]!, overlap };
        if (overlap === 1) clashes.push(`${keys[i]} and ${keys[j]} show the same headings, menus and offers`);
      }
    }
    console.log(
      `demo bodies: ${keys.length} subcategories, ${seen.size} distinct bodies; the closest pair (${closest.a}, ${closest.b}) shares ${(closest.overlap * 100).toFixed(0)}% of its headings, menus and offers`,
    );
    expect(clashes).toEqual([]);
    expect(closest.overlap).toBeLessThan(0.9);
  });
});
