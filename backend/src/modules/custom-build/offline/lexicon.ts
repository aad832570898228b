import type { CustomBuildFeature, CustomBuildPlatform, CustomBuildTimeline } from '@tm/contracts/custom-build';

/**
 * What the offline consultant recognises, as cues over the lemmas compromise finds (so "cakes",
 * "ordering" and "booked" meet "cake", "order" and "book"). A cue is words in a row; "a ~ b" means
 * "b within three words after a" ("order cakes online"). Words of five letters or more also match
 * with one typo (two from nine letters). A few cues in Spanish, French, German, Italian and
 * Portuguese catch briefs written by visitors who mix their language in.
 */
export type Cue = string;

/** Business types, most specific first: the first cue found names the business. */
export const BUSINESS_TYPES: ReadonlyArray<readonly [label: string, cues: readonly Cue[]]> = [
  ['Dog Grooming Salon', ['dog groom', 'pet groom', 'dog grooming', 'pet grooming', 'groomer']],
  ['Veterinary Clinic', ['vet', 'veterinary', 'veterinarian', 'animal clinic', 'tierarzt', 'veterinario']],
  ['Yoga Studio', ['yoga']],
  ['Pottery Studio', ['pottery', 'ceramic', 'ceramics', 'potter']],
  ['Bakery', ['bakery', 'baker', 'cake shop', 'patisserie', 'pastry', 'cupcake', 'panaderia', 'boulangerie', 'boulanger', 'backerei', 'backer', 'pasticceria', 'padaria']],
  ['Coffee Roastery', ['coffee roaster', 'roastery', 'coffee roasting']],
  ['Coffee Shop', ['coffee shop', 'cafe', 'coffee house', 'espresso bar', 'cafeteria']],
  ['Restaurant', ['restaurant', 'bistro', 'diner', 'pizzeria', 'trattoria', 'eatery', 'steakhouse', 'sushi', 'restaurante', 'ristorante']],
  ['Food Truck', ['food truck']],
  ['Catering Company', ['catering', 'caterer']],
  ['Brewery', ['brewery', 'craft beer', 'microbrewery']],
  ['Winery', ['winery', 'vineyard', 'wine estate', 'bodega']],
  ['Bar', ['cocktail bar', 'pub', 'wine bar']],
  ['Dental Clinic', ['dentist', 'dental', 'orthodontist', 'dentista', 'zahnarzt', 'dentiste']],
  ['Physiotherapy Clinic', ['physio', 'physiotherapy', 'physiotherapist', 'chiropractor', 'osteopath']],
  ['Medical Practice', ['doctor', 'medical practice', 'clinic', 'physician', 'gp practice', 'medico', 'arzt']],
  ['Therapy Practice', ['therapist', 'therapy', 'counselling', 'counseling', 'psychologist', 'psychotherapist']],
  ['Law Firm', ['law firm', 'lawyer', 'attorney', 'solicitor', 'legal practice', 'abogado', 'abogados', 'bufete', 'avocats', 'avocat', 'anwalt', 'avvocato']],
  ['Accounting Firm', ['accountant', 'accounting', 'bookkeeping', 'bookkeeper', 'tax advisor']],
  ['Photography Studio', ['photographer', 'photography', 'photo studio', 'fotografo', 'photographe', 'fotograf']],
  ['Fitness Studio', ['gym', 'fitness', 'personal trainer', 'crossfit', 'pilates', 'gimnasio']],
  ['Hair Salon', ['hair salon', 'hairdresser', 'barber', 'barbershop', 'peluqueria', 'friseur', 'coiffeur']],
  ['Beauty Salon', ['beauty salon', 'nail salon', 'spa', 'beautician', 'salon']],
  ['Hotel', ['hotel', 'guesthouse', 'guest house', 'bed and breakfast', 'b&b', 'hostel', 'inn']],
  ['Real Estate Agency', ['real estate', 'realtor', 'estate agent', 'property agent', 'inmobiliaria', 'immobilier']],
  ['Plumbing Company', ['plumber', 'plumbing']],
  ['Electrician', ['electrician', 'electrical contractor']],
  ['Construction Company', ['construction', 'builder', 'contractor', 'roofing', 'renovation']],
  ['Architecture Firm', ['architect', 'architecture']],
  ['Landscaping Company', ['landscaping', 'landscaper', 'gardener', 'garden design', 'lawn care']],
  ['Cleaning Service', ['cleaning', 'cleaner', 'janitorial', 'maid']],
  ['Auto Repair Shop', ['car repair', 'auto repair', 'mechanic', 'garage', 'car wash', 'body shop']],
  ['Florist', ['florist', 'flower shop', 'floristeria', 'fleuriste']],
  ['Fashion Boutique', ['boutique', 'clothing', 'fashion', 'apparel', 'clothes', 'streetwear']],
  ['Jewelry Store', ['jewelry', 'jewellery', 'jeweler', 'jeweller']],
  ['Bookshop', ['bookshop', 'bookstore', 'book shop', 'libreria', 'librairie']],
  ['Wedding Planner', ['wedding planner', 'wedding planning', 'wedding']],
  ['Event Planner', ['event planner', 'event planning', 'events company']],
  ['Travel Agency', ['travel agency', 'tour operator', 'travel agent', 'guided tour', 'agencia de viajes']],
  ['Marketing Agency', ['marketing agency', 'digital agency', 'design agency', 'creative agency', 'agency']],
  ['Consultancy', ['consultancy', 'consulting', 'consultant']],
  ['Coaching Business', ['coach', 'coaching', 'life coach', 'business coach']],
  ['Tutoring Service', ['tutor', 'tutoring', 'tuition', 'language school', 'driving school']],
  ['School', ['school', 'academy', 'kindergarten', 'daycare', 'nursery']],
  ['Nonprofit', ['nonprofit', 'non-profit', 'charity', 'foundation', 'ngo']],
  ['Church', ['church', 'parish', 'congregation']],
  ['Musician', ['band', 'musician', 'singer', 'dj', 'orchestra', 'choir']],
  ['Artist Portfolio', ['artist', 'painter', 'illustrator', 'sculptor']],
  ['Software Startup', ['startup', 'saas', 'software', 'app', 'tech company']],
  ['Podcast', ['podcast']],
  ['Online Store', ['online shop', 'online store', 'ecommerce', 'e-commerce', 'webshop']],
  ['Farm', ['farm', 'farmer', 'orchard']],
];

/** Features, each with the cues that ask for it. */
export const FEATURE_CUES: ReadonlyArray<readonly [CustomBuildFeature, readonly Cue[]]> = [
  ['booking', ['book#Verb', 'booking', 'appointment', 'reservation', 'reserve#Verb', 'book ~ online', 'book ~ session', 'book ~ appointment', 'book ~ lesson', 'book ~ slot', 'schedule ~ appointment', 'online schedule', 'calendar booking', 'book ~ table', 'book ~ class', 'reserva', 'reservas', 'reservation', 'termin', 'buchung', 'prenotazione', 'agendamento']],
  ['shop', ['shop', 'store', 'shopify', 'woocommerce', 'bigcommerce', 'magento', 'prestashop', 'ecommerce', 'e-commerce', 'sell ~ online', 'sell ~ website', 'order ~ online', 'online ~ order', 'buy ~ online', 'purchase ~ online', 'cart', 'webshop', 'merch', 'product catalog', 'tienda', 'boutique ~ ligne', 'onlineshop', 'loja', 'negozio']],
  ['payments', ['pay ~ online', 'pay ~ card', 'payment', 'stripe', 'paypal', 'credit card', 'deposit', 'checkout', 'pago', 'paiement', 'zahlung', 'pagamento']],
  ['blog', ['blog', 'article', 'news', 'journal', 'post ~ update', 'noticias']],
  ['gallery', ['gallery', 'photo', 'picture', 'showcase', 'lookbook', 'galeria', 'galerie', 'foto']],
  ['portfolio', ['portfolio', 'case study', 'our work', 'past project', 'previous work']],
  ['contactForm', ['contact form', 'contact', 'get ~ touch', 'enquiry', 'inquiry', 'message us', 'quote request', 'request ~ quote', 'contacto', 'kontakt', 'contatto']],
  ['newsletter', ['newsletter', 'mailing list', 'email list', 'subscribe', 'subscriber', 'boletin']],
  ['members', ['member', 'membership', 'login', 'log in', 'sign in', 'customer account', 'user account', 'client account', 'members area', 'client portal', 'customer portal', 'patient portal', 'subscription']],
  ['multilingual', ['multilingual', 'several language', 'multiple language', 'two language', 'other language', 'language version', 'language switch', 'language selector', 'translation', 'translate ~ site', 'translate ~ website', 'translate ~ page', 'translate ~ content', 'bilingual', 'idioma', 'langue', 'sprache', 'mehrsprachig']],
  ['seo', ['seo', 'find ~ google', 'found ~ google', 'google ranking', 'rank ~ google', 'search engine', 'search result', 'findable', 'posicionamiento']],
  ['testimonials', ['testimonial', 'review', 'what ~ client ~ say', 'customer story']],
  ['events', ['event', 'workshop', 'class schedule', 'timetable', 'concert', 'gig']],
  ['menu', ['menu', 'food menu', 'drinks menu', 'carta']],
  ['maps', ['map', 'direction', 'location', 'find us', 'opening hour']],
  ['liveChat', ['live chat', 'chat widget', 'chat ~ customer', 'whatsapp', 'chatbot']],
  ['social', ['instagram', 'facebook', 'social', 'tiktok', 'linkedin', 'twitter', 'youtube', 'pinterest']],
  ['analytics', ['analytics', 'statistic', 'track ~ visitor', 'visitor ~ stat', 'traffic']],
  ['faq', ['faq', 'frequently asked', 'question ~ answer', 'common question']],
  ['privacy', ['gdpr', 'privacy policy', 'privacy notice', 'cookie consent', 'cookie banner', 'cookie notice', 'data protection', 'dsgvo', 'datenschutz', 'rgpd', 'privacidad']],
];

/** Pages named in a brief (features add their own pages too). */
export const PAGE_CUES: ReadonlyArray<readonly [label: string, cues: readonly Cue[]]> = [
  ['Home', ['home', 'homepage', 'landing page', 'front page', 'inicio', 'accueil', 'startseite']],
  ['About', ['about', 'about us', 'our story', 'who we be', 'history', 'sobre nosotros', 'a propos', 'uber uns']],
  ['Services', ['service', 'what we do', 'treatment', 'servicio', 'leistung']],
  ['Pricing', ['pricing', 'price list', 'rates page', 'prices page', 'tarif']],
  ['Team', ['team', 'staff', 'our people', 'equipo', 'equipe']],
  ['Testimonials', ['testimonial', 'review']],
  ['Careers', ['career', 'job', 'hiring', 'vacancy']],
  ['Locations', ['location', 'branch', 'store locator']],
  ['Products', ['product']],
  ['Courses', ['course', 'class', 'lesson', 'curso']],
  ['Practice Areas', ['practice area', 'area of practice', 'area of law', 'legal service', 'practice ~ area']],
  ['Attorneys', ['attorney profile', 'lawyer profile', 'attorney bio', 'lawyer bio', 'our attorney', 'our lawyer', 'profile ~ attorney', 'profile ~ lawyer']],
  ['Doctors', ['doctor profile', 'physician profile', 'our doctor', 'our physician', 'meet ~ doctor', 'profile ~ doctor']],
  ['Patient Information', ['patient information', 'new patient', 'patient form', 'patient resource', 'patient info']],
  ['Insurance', ['insurance', 'insurer', 'health plan']],
];

/** Shop and site platforms a visitor may name (the summary says what the delivery is for them). */
export const PLATFORM_CUES: ReadonlyArray<readonly [CustomBuildPlatform, readonly Cue[]]> = [
  ['Shopify', ['shopify']],
  ['WooCommerce', ['woocommerce', 'woo commerce']],
  ['WordPress', ['wordpress']],
  ['Wix', ['wix']],
  ['Squarespace', ['squarespace']],
  ['Magento', ['magento']],
  ['BigCommerce', ['bigcommerce']],
  ['Webflow', ['webflow']],
  ['PrestaShop', ['prestashop']],
];

/** Colours and styles; the label is what the summary shows. */
export const DESIGN_WORDS: ReadonlyArray<readonly [label: string, cues: readonly Cue[]]> = [
  ['Pastel', ['pastel']],
  ['Pink', ['pink', 'rose', 'blush', 'rosa']],
  ['Red', ['red', 'crimson', 'burgundy', 'rojo', 'rouge']],
  ['Orange', ['orange', 'coral', 'peach']],
  ['Yellow', ['yellow', 'mustard', 'amarillo']],
  ['Gold', ['gold', 'golden']],
  ['Green', ['green', 'olive', 'sage', 'mint', 'forest green', 'verde', 'vert', 'grun']],
  ['Teal', ['teal', 'turquoise', 'aqua']],
  ['Blue', ['blue', 'sky blue', 'azul', 'bleu', 'blau']],
  ['Navy', ['navy', 'dark blue']],
  ['Purple', ['purple', 'violet', 'lavender', 'lilac', 'plum']],
  ['Brown', ['brown', 'chocolate', 'coffee color', 'earthy', 'earth tone', 'terracotta']],
  ['Beige', ['beige', 'cream', 'sand', 'ivory']],
  ['Black', ['black', 'negro', 'noir', 'schwarz']],
  ['White', ['white', 'blanco', 'blanc', 'weiss']],
  ['Grey', ['grey', 'gray', 'silver', 'charcoal']],
  ['Modern', ['modern', 'contemporary', 'moderno', 'moderne']],
  ['Minimal', ['minimal', 'minimalist', 'minimalistic', 'simple', 'uncluttered']],
  ['Clean', ['clean', 'crisp', 'fresh']],
  ['Elegant', ['elegant', 'sophisticated', 'refined', 'classy', 'elegante']],
  ['Luxury', ['luxury', 'luxurious', 'premium', 'high-end', 'upscale']],
  ['Playful', ['playful', 'fun', 'whimsical', 'quirky', 'cheerful']],
  ['Bold', ['bold', 'vibrant', 'striking', 'loud']],
  ['Rustic', ['rustic', 'handmade', 'artisan', 'wooden']],
  ['Vintage', ['vintage', 'retro', 'old-school', 'nostalgic']],
  ['Corporate', ['corporate', 'professional', 'businesslike', 'serious']],
  ['Warm', ['warm', 'cozy', 'cosy', 'homely', 'inviting']],
  ['Dark', ['dark', 'dark mode', 'moody']],
  ['Bright', ['bright', 'colorful', 'colourful', 'light', 'airy']],
  ['Natural', ['natural', 'organic', 'botanical', 'eco']],
  ['Classic', ['classic', 'timeless', 'traditional']],
  ['Friendly', ['friendly', 'approachable', 'welcoming']],
];

/** Timelines said in words; numbers of days, weeks and months are read separately (timeline.ts). */
export const TIMELINE_CUES: ReadonlyArray<readonly [CustomBuildTimeline, readonly Cue[]]> = [
  ['flexible', ['in a month', 'within a month', 'in one month', 'no rush', 'no hurry', 'not ~ hurry', 'not urgent', 'flexible', 'whenever', 'no deadline', 'take ~ time', 'next month', 'few month', 'sin prisa', 'pas presse']],
  ['rush', ['asap', 'as soon as possible', 'urgent', 'urgently', 'rush', 'tomorrow', 'today', 'this week', 'end of ~ week', 'right away', 'immediately', 'by monday', 'by tuesday', 'by wednesday', 'by thursday', 'by friday', 'by saturday', 'by sunday', 'this weekend', 'urgente', 'dringend']],
  ['standard', ['next week', 'couple of week', 'couple week', 'few week', 'this month', 'end of ~ month', 'fortnight', 'standard', 'normal']],
];

/** Language names: a brief naming two of them wants a multilingual site ("in English and Portuguese"). */
export const LANGUAGE_NAMES = new Set([
  'english', 'spanish', 'french', 'german', 'portuguese', 'italian', 'dutch', 'polish', 'swedish', 'danish', 'norwegian', 'finnish', 'greek',
  'turkish', 'arabic', 'hebrew', 'russian', 'ukrainian', 'chinese', 'mandarin', 'cantonese', 'japanese', 'korean', 'hindi', 'catalan', 'welsh', 'irish',
  'espanol', 'ingles', 'frances', 'aleman', 'anglais', 'allemand', 'espagnol', 'deutsch', 'englisch', 'franzosisch', 'spanisch', 'inglese', 'portugues',
]);

/** Words that, just before a cue, mean the visitor does not want it ("we don't need a blog"). */
export const NEGATIONS = new Set(['not', 'no', 'without', 'never', 'skip', 'except', 'nor', 'neither']);
