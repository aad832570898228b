// The labelled queries of `npm run bench:search` (part 1, relevance on the demo catalog): what a shopper
// types, and a judge saying whether a template found is a right answer. The judges were written from
// what the demo catalog holds (CATALOG_SEED_COUNT=1200 generated templates: a name "<Brand> — <Subject>
// <Platform word>", tags, a subcategory and a description saying what the design is for), before
// looking at any ranking: a right answer is what a shopper typing the words would want, whatever words
// the template uses for it (a "lawyer" wants a law firm theme, a "cafe" a coffee roaster's or a
// bistro's design), and a template tagged with the subject counts (its maker says it fits). Each judge
// needs at least one right answer in the catalog (the bench checks).
//
// kind: 'word' (an everyday word), 'synonym' (the catalog says it with another word), 'plural',
// 'typo' (a 4+ letter misspelling: a correction is expected), 'multi' (several words; platform and
// subject), 'real' (real words the catalog lacks: no correction is expected, decision 065), 'prefix'
// (the start of a catalog word, searched with Enter: its completions are expected, decision 065).

/** Template fields the judges read, lower-cased. */
function fields(t) {
  return {
    name: t.name.toLowerCase(),
    tags: (t.tags ?? []).map((tag) => tag.toLowerCase()),
    sub: t.subcategory.toLowerCase(),
    desc: (t.description ?? '').toLowerCase(),
    cat: t.category,
  };
}

/** The subject `re` is in the template's name or description (what the design is for). */
const about = (re) => (t) => {
  const f = fields(t);
  return re.test(f.name) || re.test(f.desc);
};
/** ...or in its name, tags or subcategory (what it is). */
const named = (re) => (t) => {
  const f = fields(t);
  return re.test(f.name) || re.test(f.sub) || f.tags.some((tag) => re.test(tag));
};
const both =
  (...judges) =>
  (t) =>
    judges.every((judge) => judge(t));
const either =
  (...judges) =>
  (t) =>
    judges.some((judge) => judge(t));
const inCategory =
  (...categories) =>
  (t) =>
    categories.includes(t.category);
const inSub =
  (...subcategories) =>
  (t) =>
    subcategories.includes(t.subcategory);

// Platforms as a shopper means them (contracts' platformFacts): a WooCommerce store theme is a
// WordPress theme; the BigCommerce, Magento, OpenCart and PrestaShop designs are HTML.
const wordpressTheme = either(inCategory('wordpress'), both(inCategory('ecommerce'), inSub('woocommerce')));
const wordpressAnything = either(wordpressTheme, inCategory('plugins'));
const shopify = both(inCategory('ecommerce'), inSub('shopify'));
const html = either(inCategory('html'), both(inCategory('ecommerce'), inSub('bigcommerce', 'magento', 'opencart', 'prestashop')));
const ghost = inCategory('cms');
const plugin = inCategory('plugins');

// Subjects.
const restaurant = about(/\brestaurants?\b|\bbistros?\b/);
const food = about(/\brestaurants?\b|\bbistros?\b|\bcaf[eé]s?\b|\bfood\b|\brecipes?\b|\bcoffee\b|\bbaker(y|ies)\b/);
const cafe = about(/\bcaf[eé]s?\b|\bcoffee\b/);
const portfolio = either(inSub('portfolio', 'portfolios'), named(/portfolio/));
const wedding = about(/\bweddings?\b/);
const blog = either(inSub('blog-themes', 'blog-magazine'), named(/\bblog/));
const newsletter = either(inSub('newsletters'), named(/newsletter/));
const realEstate = about(/real estate|realtors?\b|propert(y|ies)/);
const photo = either(about(/\bphoto/), named(/photo/));
const fashion = either(
  named(/fashion|apparel|streetwear|boutique|clothing/),
  about(/fashion|apparel|streetwear|clothing|\btailor|outfitters/),
);
const bakery = about(/\bbaker(y|ies)\b|\bbakers\b/);
const security = named(/secur|harden|header guard/);
const docs = either(inSub('documentation', 'knowledge-base'), named(/\bdocs?\b|documentation|manual|handbook|knowledge|wiki|help center/));
const comingSoon = either(inSub('coming-soon'), named(/coming soon|under construction|waitlist|maintenance/));
const errorPage = either(inSub('404-pages'), named(/\b404\b|\berror\b/));
const flyer = either(inSub('flyers'), named(/\bflyer/));
const kindergarten = about(/kindergarten|preschool|nursery/);
const yoga = about(/\byoga\b/);
const furniture = about(/furniture/);
const pharmacy = about(/pharmac/);
const construction = both(about(/construction|builders?\b|contractors?\b/), (t) => !/under construction/.test(t.name.toLowerCase()));
const landing = either(inSub('landing-pages'), named(/landing/));
const contactForm = either(inSub('forms'), named(/contact form|enquiry form|\bforms?\b/));
const travel = either(about(/\btravel/), named(/travel/));
const wine = about(/\bwines?\b/);
const cosmetics = about(/cosmetic|beauty|skincare|make-?up/);
const electronics = either(named(/electronic|gadget|devices|\baudio\b/), about(/electronics|gadgets/));
const therapist = about(/therap/);
const university = about(/universit|college/);
const nonprofit = about(/nonprofit|non-profit|charit/);
const resume = either(about(/\bresum[eé]|\bcv\b/), named(/resume/));
const socialMedia = either(inSub('social-media'), named(/\bsocial\b/));
const magazine = either(inSub('magazines', 'blog-magazine'), named(/magazine/));
const law = about(/\blaw\b|lawyers?|attorneys?|solicitors?|\blegal\b/);
const dental = about(/\bdental\b|\bdentists?\b/);
const medical = about(/\bmedical\b|\bclinics?\b|\bdoctors?\b|physicians?/);
const fitness = about(/\bgyms?\b|fitness/);
const store = either(inCategory('ecommerce'), inSub('ecommerce'), named(/\bstore\b|\bshop\b/));
const education = either(inSub('education'), about(/school|kindergarten|universit|tutor|course|\blms\b|e-learning|students?\b/));
const grocery = about(/grocer|organic food|gourmet food/);
const email = either(inSub('email-marketing', 'newsletters'), named(/\bemail/));
const seo = either(inSub('seo-tools'), named(/\bseo\b|meta|open graph|title/));
const shipping = named(/shipping/);
const startup = named(/startup/);
const saas = about(/\bsaas\b|software|\bapps?\b/);
const course = either(about(/course|\blms\b|e-learning|tutor/), named(/course/));
const minimal = named(/minimal/);
const event = about(/\bevents?\b|concert|festival|party/);
const menu = about(/\bmenus?\b/);
const onePage = either(inSub('one-page'), named(/one page|single page|one-page|single-page/));
const magento = both(inCategory('ecommerce'), inSub('magento'));
const prestashop = both(inCategory('ecommerce'), inSub('prestashop'));
const woocommerce = either(both(inCategory('ecommerce'), inSub('woocommerce')), named(/woocommerce/));
// A business whose clients book appointments (a clinic, a dental practice, a therapist, a salon or spa),
// or a template that says it takes bookings or appointments.
const appointments = either(inSub('health-medical'), about(/\bappointments?\b|\bbookings?\b|\bclinics?\b|\btherap|\bsalons?\b|\bspas?\b/));

/** @type {Array<{ q: string, kind: 'word' | 'synonym' | 'plural' | 'typo' | 'multi' | 'real' | 'prefix', judge: (t: object) => boolean }>} */
export const SEARCH_QUERIES = [
  // Everyday words.
  { q: 'restaurant', kind: 'word', judge: restaurant },
  { q: 'portfolio', kind: 'word', judge: portfolio },
  { q: 'wedding', kind: 'word', judge: wedding },
  { q: 'blog', kind: 'word', judge: blog },
  { q: 'newsletter', kind: 'word', judge: newsletter },
  { q: 'real estate', kind: 'word', judge: realEstate },
  { q: 'photography', kind: 'word', judge: photo },
  { q: 'fashion', kind: 'word', judge: fashion },
  { q: 'bakery', kind: 'word', judge: bakery },
  { q: 'security', kind: 'word', judge: security },
  { q: 'documentation', kind: 'word', judge: docs },
  { q: 'coming soon', kind: 'word', judge: comingSoon },
  { q: '404', kind: 'word', judge: errorPage },
  { q: 'flyer', kind: 'word', judge: flyer },
  { q: 'kindergarten', kind: 'word', judge: kindergarten },
  { q: 'yoga', kind: 'word', judge: yoga },
  { q: 'furniture', kind: 'word', judge: furniture },
  { q: 'pharmacy', kind: 'word', judge: pharmacy },
  { q: 'construction company', kind: 'word', judge: construction },
  { q: 'landing page', kind: 'word', judge: landing },
  { q: 'contact form', kind: 'word', judge: contactForm },
  { q: 'travel', kind: 'word', judge: travel },
  { q: 'wine', kind: 'word', judge: wine },
  { q: 'cosmetics', kind: 'word', judge: cosmetics },
  { q: 'electronics', kind: 'word', judge: electronics },
  { q: 'therapist', kind: 'word', judge: therapist },
  { q: 'university', kind: 'word', judge: university },
  { q: 'nonprofit', kind: 'word', judge: nonprofit },
  { q: 'resume', kind: 'word', judge: resume },
  { q: 'social media', kind: 'word', judge: socialMedia },
  { q: 'magazine', kind: 'word', judge: magazine },
  { q: 'email template', kind: 'word', judge: email },

  // Synonyms: the catalog says it with another word.
  { q: 'lawyer', kind: 'synonym', judge: law },
  { q: 'attorney website', kind: 'synonym', judge: law },
  { q: 'legal', kind: 'synonym', judge: law },
  { q: 'dentist', kind: 'synonym', judge: dental },
  { q: 'cafe', kind: 'synonym', judge: cafe },
  { q: 'coffee shop', kind: 'synonym', judge: cafe },
  { q: 'doctor', kind: 'synonym', judge: medical },
  { q: 'realtor', kind: 'synonym', judge: realEstate },
  { q: 'photographer', kind: 'synonym', judge: photo },
  { q: 'clothing store', kind: 'synonym', judge: fashion },
  { q: 'gym', kind: 'synonym', judge: fitness },
  { q: 'online store', kind: 'synonym', judge: store },
  { q: 'school', kind: 'synonym', judge: education },
  { q: 'grocery', kind: 'synonym', judge: grocery },

  // Plurals and singulars of what the catalog says the other way.
  { q: 'restaurants', kind: 'plural', judge: restaurant },
  { q: 'weddings', kind: 'plural', judge: wedding },
  { q: 'dentists', kind: 'plural', judge: dental },
  { q: 'bakeries', kind: 'plural', judge: bakery },
  { q: 'lawyers', kind: 'plural', judge: law },
  { q: 'portfolios', kind: 'plural', judge: portfolio },
  { q: 'banner', kind: 'plural', judge: either(inSub('banners'), named(/banner|ad set|ad kit/)) },
  { q: 'brochures', kind: 'plural', judge: either(inSub('brochures'), named(/brochure/)) },
  { q: 'newsletters', kind: 'plural', judge: newsletter },
  { q: 'photos', kind: 'plural', judge: photo },

  // Typos: a word of 4+ letters that matches nothing; the nearest catalog word is expected.
  { q: 'bakry', kind: 'typo', judge: bakery },
  { q: 'restarant', kind: 'typo', judge: restaurant },
  { q: 'portfolo', kind: 'typo', judge: portfolio },
  { q: 'weding', kind: 'typo', judge: wedding },
  { q: 'newsleter', kind: 'typo', judge: newsletter },
  { q: 'photografy', kind: 'typo', judge: photo },
  { q: 'wordpres', kind: 'typo', judge: wordpressAnything },
  { q: 'shopfy', kind: 'typo', judge: shopify },
  { q: 'eletronics', kind: 'typo', judge: electronics },
  { q: 'secruity', kind: 'typo', judge: security },
  { q: 'kindergarden', kind: 'typo', judge: kindergarten },
  { q: 'furnture', kind: 'typo', judge: furniture },
  { q: 'wordpress resturant', kind: 'typo', judge: both(wordpressAnything, food) },

  // Several words: a platform and a subject, or a subject and a kind of template.
  { q: 'wordpress restaurant', kind: 'multi', judge: both(wordpressAnything, food) },
  { q: 'shopify fashion', kind: 'multi', judge: both(shopify, fashion) },
  { q: 'html portfolio', kind: 'multi', judge: both(html, portfolio) },
  { q: 'seo plugin', kind: 'multi', judge: both(plugin, seo) },
  { q: 'newsletter email template', kind: 'multi', judge: both(inCategory('marketing'), email) },
  { q: 'law firm wordpress theme', kind: 'multi', judge: both(wordpressTheme, law) },
  { q: 'wordpress theme for dentist', kind: 'multi', judge: both(wordpressTheme, dental) },
  { q: 'ghost blog theme', kind: 'multi', judge: both(ghost, blog) },
  { q: 'woocommerce shipping', kind: 'multi', judge: both(woocommerce, shipping) },
  { q: 'html real estate', kind: 'multi', judge: both(html, realEstate) },
  { q: 'medical clinic', kind: 'multi', judge: medical },
  { q: 'event flyer', kind: 'multi', judge: both(flyer, event) },
  { q: 'saas landing page', kind: 'multi', judge: both(landing, saas) },
  { q: 'magento electronics', kind: 'multi', judge: both(magento, electronics) },
  { q: 'prestashop bakery', kind: 'multi', judge: both(prestashop, bakery) },
  { q: 'wordpress security plugin', kind: 'multi', judge: both(plugin, security) },
  { q: 'social media kit', kind: 'multi', judge: both(inCategory('marketing'), socialMedia) },
  { q: 'travel magazine', kind: 'multi', judge: both(travel, either(magazine, blog)) },
  { q: 'tech startup', kind: 'multi', judge: startup },
  { q: 'online course', kind: 'multi', judge: course },
  { q: 'email marketing', kind: 'multi', judge: email },
  { q: 'minimal blog', kind: 'multi', judge: both(minimal, blog) },
  { q: 'coffee shopify', kind: 'multi', judge: both(shopify, cafe) },
  { q: 'restaurant menu', kind: 'multi', judge: both(restaurant, menu) },
  { q: 'one page html', kind: 'multi', judge: both(html, onePage) },
  { q: 'ghost documentation theme', kind: 'multi', judge: both(ghost, docs) },
  { q: 'wordpress education theme', kind: 'multi', judge: both(wordpressTheme, education) },

  // Real words the demo catalog lacks ("booking", "appointment"): never corrected ("cooking" was
  // shown once); the other words' templates are the partial matches.
  { q: 'appointment booking', kind: 'real', judge: appointments },
  { q: 'dental clinic booking', kind: 'real', judge: dental },

  // The start of a catalog word, searched with Enter: what its completions find.
  { q: 'rest', kind: 'prefix', judge: restaurant },
];
