import type { CustomBuildFeature } from '@tm/contracts/custom-build';

/**
 * Briefs written for the extraction test (decision 036): varied wording, typos, terse and chatty,
 * non-native phrasing and a few in other languages. `features` and `pages` are what a consultant
 * reading the brief would note; the test scores how much of it the offline engine finds.
 */
export interface Brief {
  text: string;
  businessType: string;
  features: CustomBuildFeature[];
  pages?: string[];
}

export const BRIEFS: Brief[] = [
  { text: "We're a small bakery and want people to order cakes online.", businessType: 'Bakery', features: ['shop'] },
  {
    text: 'I run a hair salon. Clients should be able to book appointments and see our price list.',
    businessType: 'Hair Salon',
    features: ['booking'],
    pages: ['Pricing'],
  },
  {
    text: 'need site for my plumbing buisness, contact form + google maps so ppl can find us',
    businessType: 'Plumbing Company',
    features: ['contactForm', 'maps'],
  },
  {
    text: 'Dental clinic in Porto. We want online booking, a team page and it must be in English and Portuguese.',
    businessType: 'Dental Clinic',
    features: ['booking', 'multilingual'],
    pages: ['Team'],
  },
  {
    text: 'wedding photographer looking for a portfolio site with a big gallery and a blog for recent shoots',
    businessType: 'Photography Studio',
    features: ['portfolio', 'gallery', 'blog'],
  },
  {
    text: 'Our law firm needs a professional website: about us, practice areas (services), team, and a contact form. Nothing fancy.',
    businessType: 'Law Firm',
    features: ['contactForm'],
    pages: ['About', 'Services', 'Team'],
  },
  {
    text: 'yoga studio!! class timetable, people can book a class and pay online, also a newsletter',
    businessType: 'Yoga Studio',
    features: ['events', 'booking', 'payments', 'newsletter'],
  },
  {
    text: 'We are a craft brewery. We would like to sell our beer online and show upcoming events and a gallery of the taproom.',
    businessType: 'Brewery',
    features: ['shop', 'events', 'gallery'],
  },
  {
    text: 'Restaurant website with our menu, table reservations, opening hours and directions.',
    businessType: 'Restaurant',
    features: ['menu', 'booking', 'maps'],
  },
  {
    text: 'Im a personal trainer and I want clients to sign up for membership, login to see workouts, and read my blog',
    businessType: 'Fitness Studio',
    features: ['members', 'blog'],
  },
  {
    text: 'Tenemos una panadería y queremos una tienda online con pagos y una galería de fotos.',
    businessType: 'Bakery',
    features: ['shop', 'payments', 'gallery'],
  },
  {
    text: 'Je suis fleuriste. Je voudrais une boutique en ligne et un formulaire de contact.',
    businessType: 'Florist',
    features: ['shop', 'contactForm'],
  },
  {
    text: 'Wir sind eine Zahnarzt Praxis und brauchen Terminbuchung online, mehrsprachig (Deutsch/Englisch).',
    businessType: 'Dental Clinic',
    features: ['booking', 'multilingual'],
  },
  {
    text: 'we are a nonprofit animal shelter. donations via paypal, news/blog, volunteer sign up newsletter',
    businessType: 'Nonprofit',
    features: ['payments', 'blog', 'newsletter'],
  },
  {
    text: 'Real estate agency: property listings gallery, contact form for viewings, testimonials from happy buyers.',
    businessType: 'Real Estate Agency',
    features: ['gallery', 'contactForm', 'testimonials'],
  },
  {
    text: 'hi! i have a little pottery studio and want to sell my ceramics online + workshops calendar',
    businessType: 'Pottery Studio',
    features: ['shop', 'events'],
  },
  {
    text: 'Coffee shop, 5 pages, menu, instagram feed, find us map. Cozy warm brown colours.',
    businessType: 'Coffee Shop',
    features: ['menu', 'social', 'maps'],
  },
  {
    text: 'Software startup landing page with pricing, FAQ, newsletter signup and analytics',
    businessType: 'Software Startup',
    features: ['faq', 'newsletter', 'analytics'],
    pages: ['Pricing'],
  },
  {
    text: 'Accountant here. Need a simple site: services, about, contact. Clients log in to a client portal to upload documents.',
    businessType: 'Accounting Firm',
    features: ['contactForm', 'members'],
    pages: ['Services', 'About'],
  },
  {
    text: 'Our dog grooming business needs online bookings and a gallery of happy dogs, plus reviews.',
    businessType: 'Dog Grooming Salon',
    features: ['booking', 'gallery', 'testimonials'],
  },
  {
    text: 'Boutique clothing store - ecommerce with checkout and payments, lookbook, and live chat for customers',
    businessType: 'Fashion Boutique',
    features: ['shop', 'payments', 'gallery', 'liveChat'],
  },
  {
    text: 'Hotel by the lake: room reservations, photo gallery, location map, multilingual (english, french, german)',
    businessType: 'Hotel',
    features: ['booking', 'gallery', 'maps', 'multilingual'],
  },
  {
    text: 'I am a freelance illustrator, portfolio + shop for prints + contact',
    businessType: 'Artist Portfolio',
    features: ['portfolio', 'shop', 'contactForm'],
  },
  {
    text: 'We run a catering company. Menus, request a quote form, testimonials, and a gallery of events we did',
    businessType: 'Catering Company',
    features: ['menu', 'contactForm', 'testimonials', 'gallery', 'events'],
  },
  {
    text: 'church website: sermons blog, events calendar, donations (stripe), newsletter',
    businessType: 'Church',
    features: ['blog', 'events', 'payments', 'newsletter'],
  },
  {
    text: 'Electrician, one-man business. Just want to be found on Google, with a contact form and my service area map.',
    businessType: 'Electrician',
    features: ['seo', 'contactForm', 'maps'],
  },
  {
    text: 'Language school offering courses; students should book lessons, pay online, and we need FAQ',
    businessType: 'Tutoring Service',
    features: ['booking', 'payments', 'faq'],
    pages: ['Courses'],
  },
  {
    text: 'Marketing agency site, case studies portfolio, team, careers page, blog, contact',
    businessType: 'Marketing Agency',
    features: ['portfolio', 'blog', 'contactForm'],
    pages: ['Team', 'Careers'],
  },
  {
    text: 'Vineyard & winery. Wine shop online, tasting reservations, events, newsletter, in English and Spanish',
    businessType: 'Winery',
    features: ['shop', 'booking', 'events', 'newsletter', 'multilingual'],
  },
  {
    text: 'Therapist practice: book sessions online, blog with articles about anxiety, FAQ',
    businessType: 'Therapy Practice',
    features: ['booking', 'blog', 'faq'],
  },
  {
    text: 'we fix cars - auto repair shop. want customers to book a service slot, see prices, and reviews',
    businessType: 'Auto Repair Shop',
    features: ['booking', 'testimonials'],
  },
  {
    text: 'Musician / band page: tour dates (events), music shop for merch, photo galery, newsleter',
    businessType: 'Musician',
    features: ['events', 'shop', 'gallery', 'newsletter'],
  },
  { text: 'Ristorante italiano: menu, prenotazione tavoli, mappa', businessType: 'Restaurant', features: ['menu', 'booking'] },
  {
    text: 'Cleaning service company - quote request form, service areas, testimonials, whatsapp chat',
    businessType: 'Cleaning Service',
    features: ['contactForm', 'testimonials', 'liveChat'],
  },
];

/**
 * Written after the engine was tuned on BRIEFS and never tuned against: the honest score (the
 * extraction test, offline/extract.spec.ts, prints both).
 */
export const HELD_OUT_BRIEFS: Brief[] = [
  {
    text: 'My wife and I own a B&B near the coast. Guests should reserve rooms online and see pictures of each room.',
    businessType: 'Hotel',
    features: ['booking', 'gallery'],
  },
  {
    text: 'pilates studio, want a schedule of classes, let ppl pay for class packs online, newsletter',
    businessType: 'Fitness Studio',
    features: ['events', 'payments', 'newsletter'],
  },
  {
    text: 'Architecture firm. Projects portfolio is the main thing, then about, team, contact form.',
    businessType: 'Architecture Firm',
    features: ['portfolio', 'contactForm'],
    pages: ['About', 'Team'],
  },
  {
    text: 'We are a florist and want customers to order bouquets online for delivery, with card payments.',
    businessType: 'Florist',
    features: ['shop', 'payments'],
  },
  {
    text: 'Need a website for our veterinary clinic: appointment booking, emergency contact, opening hours and map',
    businessType: 'Veterinary Clinic',
    features: ['booking', 'contactForm', 'maps'],
  },
  {
    text: 'Podcast website with episode blog, newsletter signup and links to spotify and instagram',
    businessType: 'Podcast',
    features: ['blog', 'newsletter', 'social'],
  },
  {
    text: 'jewellery maker, handmade rings. webshop + instagram + reviews from customers',
    businessType: 'Jewelry Store',
    features: ['shop', 'social', 'testimonials'],
  },
  {
    text: 'Somos un gimnasio. Queremos reservas de clases online, pagos y un blog.',
    businessType: 'Fitness Studio',
    features: ['booking', 'payments', 'blog'],
  },
  {
    text: 'Tutoring for maths and physics; parents book lessons, FAQ page, testimonials',
    businessType: 'Tutoring Service',
    features: ['booking', 'faq', 'testimonials'],
  },
  {
    text: 'Landscaping company. Gallery of gardens we built, quote request form, service areas map',
    businessType: 'Landscaping Company',
    features: ['gallery', 'contactForm', 'maps'],
  },
];
