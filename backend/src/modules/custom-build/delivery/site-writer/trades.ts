import type { WriterLanguage } from './texts';

interface Trade {
  /** The trade in Spanish, with its article ("una clínica dental"). */
  es: string;
  /** Services every business of the trade offers, generic enough to hold for any of them (decision 096). */
  services: Record<WriterLanguage, readonly string[]>;
  /** The trade is one where an intake form is a medical history. */
  medical?: boolean;
}

/**
 * The common trades of the consultant's lexicon (offline/lexicon.ts), with what every such business
 * offers, for a summary that named no services. They are shown as the buyer's services only because
 * the trade implies them, and the README asks the buyer to check them: never a price, a year, an award.
 */
const TRADES: Record<string, Trade> = {
  'dental clinic': {
    es: 'una clínica dental',
    services: { en: ['Check-ups', 'Cleaning', 'Fillings'], es: ['Revisiones', 'Limpiezas', 'Empastes'] },
    medical: true,
  },
  'medical practice': {
    es: 'una consulta médica',
    services: { en: ['Consultations', 'Check-ups'], es: ['Consultas', 'Revisiones'] },
    medical: true,
  },
  'physiotherapy clinic': {
    es: 'una clínica de fisioterapia',
    services: { en: ['Assessment', 'Treatment sessions'], es: ['Valoración', 'Sesiones de tratamiento'] },
    medical: true,
  },
  'therapy practice': {
    es: 'una consulta de terapia',
    services: { en: ['First consultation', 'Sessions'], es: ['Primera consulta', 'Sesiones'] },
    medical: true,
  },
  'veterinary clinic': {
    es: 'una clínica veterinaria',
    services: { en: ['Check-ups', 'Vaccinations'], es: ['Revisiones', 'Vacunas'] },
    medical: true,
  },
  'yoga studio': { es: 'un estudio de yoga', services: { en: ['Yoga classes'], es: ['Clases de yoga'] } },
  'fitness studio': { es: 'un estudio de fitness', services: { en: ['Classes', 'Training'], es: ['Clases', 'Entrenamiento'] } },
  bakery: { es: 'una panadería', services: { en: ['Bread', 'Cakes', 'Pastries'], es: ['Pan', 'Tartas', 'Bollería'] } },
  'coffee shop': { es: 'una cafetería', services: { en: ['Coffee', 'Tea'], es: ['Café', 'Té'] } },
  restaurant: { es: 'un restaurante', services: { en: ['Lunch', 'Dinner'], es: ['Comidas', 'Cenas'] } },
  'law firm': {
    es: 'un despacho de abogados',
    services: { en: ['Legal advice', 'Representation'], es: ['Asesoría jurídica', 'Representación'] },
  },
  'accounting firm': {
    es: 'una asesoría contable',
    services: { en: ['Bookkeeping', 'Tax returns'], es: ['Contabilidad', 'Declaraciones de impuestos'] },
  },
  'hair salon': { es: 'una peluquería', services: { en: ['Haircuts', 'Colour'], es: ['Cortes', 'Color'] } },
  'beauty salon': { es: 'un salón de belleza', services: { en: ['Facials', 'Manicures'], es: ['Tratamientos faciales', 'Manicura'] } },
  'photography studio': {
    es: 'un estudio de fotografía',
    services: { en: ['Portraits', 'Event photography'], es: ['Retratos', 'Fotografía de eventos'] },
  },
  'plumbing company': {
    es: 'una empresa de fontanería',
    services: { en: ['Repairs', 'Installations'], es: ['Reparaciones', 'Instalaciones'] },
  },
  electrician: { es: 'un electricista', services: { en: ['Repairs', 'Installations'], es: ['Reparaciones', 'Instalaciones'] } },
  hotel: { es: 'un hotel', services: { en: ['Rooms'], es: ['Habitaciones'] } },
  florist: { es: 'una floristería', services: { en: ['Bouquets', 'Flowers for events'], es: ['Ramos', 'Flores para eventos'] } },
};

const tradeOf = (businessType: string | null) => (businessType ? TRADES[businessType.trim().toLowerCase()] : undefined);

/** Services for a summary that named none, or none when the trade is not in the table. */
export function tradeServices(businessType: string | null, lang: WriterLanguage): readonly string[] {
  return tradeOf(businessType)?.services[lang] ?? [];
}

/** "a dental clinic" / "una clínica dental": the trade as a sentence names it. */
export function tradeWithArticle(businessType: string | null, lang: WriterLanguage): string | null {
  if (!businessType) return null;
  if (lang === 'es') return tradeOf(businessType)?.es ?? businessType.toLowerCase();
  const lower = businessType.toLowerCase();
  return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}

/** The trade alone, capitalised as a heading ("Dental clinic" / "Clínica dental"). */
export function tradeLabel(businessType: string | null, lang: WriterLanguage): string | null {
  const withArticle = tradeWithArticle(businessType, lang);
  if (!withArticle) return null;
  const bare = withArticle.replace(/^(a|an|un|una)\s+/i, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

export const isMedicalTrade = (businessType: string | null) => tradeOf(businessType)?.medical === true;
