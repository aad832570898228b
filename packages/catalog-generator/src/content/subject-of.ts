// subjectOf: which business or publication a template's demo portrays, from its name, description, tags and subcategory.
import { hashSeed } from '../shared/seeded-random';
import { brandOf } from './page-kinds';
import type { PreviewSource } from './page-types';
import { SUBJECTS, type Subject } from './subjects';

/** Shops a general store ("Multipurpose Shop") may be, drawn by slug. */
const GENERAL_STORES = ['books', 'pets', 'toys', 'furniture', 'fashion', 'electronics'];

/** Subcategories whose subject is fixed, whatever the name says. */
const BY_SUBCATEGORY: Record<string, string> = {
  'plugins/security': 'security-plugin',
  'plugins/performance': 'performance-plugin',
  'plugins/seo-tools': 'seo-plugin',
  'plugins/forms': 'forms-plugin',
  'plugins/e-commerce': 'store-plugin',
  'plugins/social-media': 'social-plugin',
  'cms/documentation': 'docs',
  'cms/knowledge-base': 'help-center',
  'cms/community': 'community',
  'marketing/email-marketing': 'email',
  'marketing/social-media': 'social-kit',
  'marketing/banners': 'ads',
  'marketing/brochures': 'brochure',
  'html/coming-soon': 'launch',
  'html/404-pages': 'error-404',
};

/** When the words name nothing: the subcategory's own subject (ecommerce: its niche tag). */
const FALLBACK: Record<string, string> = {
  'wordpress/blog-magazine': 'lifestyle',
  'wordpress/business': 'consulting',
  'wordpress/portfolio': 'designer',
  'wordpress/ecommerce': '*store',
  'wordpress/corporate': 'corporate',
  'wordpress/creative': 'creative-studio',
  'wordpress/technology': 'saas',
  'wordpress/health-medical': 'medical',
  'wordpress/education': 'lms',
  'wordpress/minimal': 'writer',
  'html/landing-pages': 'saas',
  'html/portfolios': 'designer',
  'html/business': 'consulting',
  'html/one-page': 'creative-studio',
  'marketing/newsletters': 'newsletter',
  'marketing/flyers': 'event',
  'cms/blog-themes': 'writer',
  'cms/news-sites': 'news',
  'cms/magazines': 'magazine',
};
const NICHE_SUBJECT: Record<string, string> = {
  fashion: 'fashion',
  electronics: 'electronics',
  'food-beverage': 'grocery',
  'health-beauty': 'beauty',
};

/** Words of a name or description → subject, most specific first. `shop:`/`site:` split a word by category. */
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/wine|spirits|vineyard|sommelier/, 'wine'],
  [/coffee|roast|espresso|tea house|brew co/, 'coffee'],
  [/food blog|recipe/, 'food-blog'],
  [/bakery|pastr|patisserie/, 'bakery'],
  [/restaurant|bistro|menu flyer/, 'restaurant'],
  [/organic|grocer|gourmet|pantry|creamery|\bmarket\b|harvest|kitchen/, 'grocery'],
  [/fashion magazine/, 'fashion-magazine'],
  [/design journal/, 'design-journal'],
  [/fashion|apparel|boutique|streetwear|clothing|wardrobe/, 'fashion'],
  [/electronic|gadget|tech store|audio|smart home/, 'electronics'],
  [/skincare|cosmetic|beauty/, 'beauty'],
  [/furniture|interior/, 'furniture'],
  [/multipurpose shop|woocommerce shop|general store/, '*store'],
  [/\bbooks?\b|bookshop/, 'books'],
  [/\bpets?\b/, 'pets'],
  [/\btoys?\b/, 'toys'],
  [/\blms\b|online course|courses?\b/, 'lms'],
  [/university|college/, 'university'],
  [/kindergarten|nursery|preschool/, 'kindergarten'],
  [/school|tutor/, 'school'],
  [/dental|dentist/, 'dental'],
  [/yoga|pilates/, 'yoga'],
  [/therap|counsel/, 'therapy'],
  [/pharmac/, 'pharmacy'],
  [/wellness|fitness|\bgym\b/, 'shop:beauty|site:wellness'],
  [/medical|clinic|doctor|health/, 'medical'],
  [/law firm|lawyer|legal|attorney/, 'law'],
  [/real estate|realtor|propert/, 'real-estate'],
  [/under construction|maintenance mode|coming soon|countdown|pre-launch/, 'launch'],
  [/construction|builder/, 'construction'],
  [/industrial|manufactur/, 'industrial'],
  [/logistic|freight/, 'logistics'],
  [/financ|wealth|accounting/, 'finance'],
  [/consult|business flyer/, 'consulting'],
  [/creative agency|design studio|branding|motion studio|parallax/, 'creative-studio'],
  [/agency/, 'agency'],
  [/photo/, 'photography'],
  [/architect/, 'architect'],
  [/artist|art showcase/, 'artist'],
  [/developer (?:portfolio|resume)|programmer/, 'developer'],
  [/wedding/, 'wedding'],
  [/party|music|nightlife|\bdj\b/, 'music'],
  [/event|conference/, 'event'],
  [/\bsaas\b|lead generation/, 'saas'],
  [/\bai\b|machine learning/, 'ai'],
  [/cyber/, 'cybersecurity'],
  [/\bit solutions|\bit services|managed it/, 'it-services'],
  [/\bapp\b|product launch/, 'app'],
  [/startup/, 'startup'],
  [/tech blog/, 'tech-blog'],
  [/travel/, 'travel'],
  [/lifestyle/, 'lifestyle'],
  [/sports/, 'sports-news'],
  [/news/, 'news'],
  [/magazine|editorial|journal/, 'magazine'],
  [/small business|local business/, 'home-services'],
  [/corporate|enterprise|company/, 'corporate'],
  [/newsletter|digest/, 'newsletter'],
  [/portfolio|designer|resume|freelance|creative/, 'designer'],
  [/blog|writer|personal|minimal/, 'writer'],
];

function ruleFor(text: string, shop: boolean): string | undefined {
  for (const [pattern, target] of RULES) {
    if (!pattern.test(text)) continue;
    if (!target.includes(':')) return target;
    const [shopTarget, siteTarget] = target.split('|').map((t) => t.split(':')[1]!);
    return shop ? shopTarget : siteTarget;
  }
  return undefined;
}

/** The id of the subject a template portrays. Deterministic: the same source always gets the same one. */
export function subjectIdOf(source: Pick<PreviewSource, 'slug' | 'name' | 'description' | 'category' | 'subcategory' | 'tags'>): string {
  const key = `${source.category}/${source.subcategory}`;
  const fixed = BY_SUBCATEGORY[key];
  if (fixed) return fixed;
  if (key === 'marketing/newsletters') return /nonprofit|charity/i.test(source.name) ? 'nonprofit' : 'newsletter';
  const brand = new RegExp(`(?<![\\w])${brandOf(source.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'gi');
  const strip = (text: string) => text.replace(brand, ' ').toLowerCase();
  const shop = source.category === 'ecommerce' || source.subcategory === 'ecommerce';
  let id = ruleFor(strip(source.name), shop) ?? ruleFor(strip(source.description.split(/(?<=[.!?])\s+/)[0] ?? ''), shop);
  if (!id) {
    const niche = (source.tags ?? []).find((t) => NICHE_SUBJECT[t]);
    id = niche
      ? NICHE_SUBJECT[niche]
      : (FALLBACK[key] ??
        (source.category === 'plugins' ? 'performance-plugin' : source.category === 'ecommerce' ? '*store' : 'consulting'));
  }
  if (id === '*store') id = GENERAL_STORES[hashSeed('store', source.slug) % GENERAL_STORES.length]!;
  return SUBJECTS[id] ? id : 'consulting';
}

export function subjectOf(source: Pick<PreviewSource, 'slug' | 'name' | 'description' | 'category' | 'subcategory' | 'tags'>): Subject {
  return SUBJECTS[subjectIdOf(source)]!;
}
