import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { fillerIn } from './filler-check';
import { fill, listOf, SITE_TEXTS, writerLanguage, type SiteTexts, type WriterLanguage } from './texts';
import { tradeLabel, tradeServices, tradeWithArticle } from './trades';

export type Tone = 'friendly' | 'formal' | 'neutral';

/**
 * The written copy of a first version (decision 096): what the built-in writer writes from the summary's
 * facts, and what the model writer may rewrite block by block. Plain text; the site escapes it.
 */
export interface SiteCopy {
  lang: WriterLanguage;
  /** The main language asked for when the writer cannot write it (the finished site comes in it). */
  laterLanguage: string | null;
  tone: Tone;
  /** The business's name as shown: the buyer's, else one made from the trade and the city. */
  name: string;
  /** The buyer gave no name: the README asks for it. */
  nameFromTrade: boolean;
  /** "a dental clinic", or null when the summary has no trade. */
  trade: string | null;
  city: string | null;
  /** The hero's sentence on the home page. */
  tagline: string;
  /** A paragraph on the home page and the About page. */
  about: string;
  /** The services shown: the buyer's, else the trade's usual ones (servicesFromTrade). */
  services: Array<{ title: string; text: string }>;
  servicesFromTrade: boolean;
  /** The lead sentence of each page, by the page's kind key (texts.leads) or file. */
  pageLeads: Record<string, string>;
}

/** Words of the buyer that would read as filler ("TBD") are left out of the copy, never printed. */
const usable = (text: string | null | undefined): text is string => Boolean(text?.trim()) && fillerIn(text!).length === 0;

export function toneOf(tone: string | null): Tone {
  const t = (tone ?? '').toLowerCase();
  if (/friend|warm|casual|playful|fun|relaxed|cercan|amable|divertid/.test(t)) return 'friendly';
  if (/formal|professional|corporate|serious|elegant|luxur|profesional|serio|elegante/.test(t)) return 'formal';
  return 'neutral';
}

export interface PageRef {
  name: string;
  file: string;
  kind: string;
}

/** The built-in writer: copy for the business from the summary's facts only, in English or Spanish. */
export function builtInCopy(r: CustomBuildRequirements, pages: readonly PageRef[]): SiteCopy {
  const { lang, laterLanguage } = writerLanguage(r.languages);
  const t = SITE_TEXTS[lang];
  const tone = toneOf(r.tone);
  const city = usable(r.location) ? r.location.trim() : null;
  const type = usable(r.businessType) ? r.businessType : null;
  const trade = tradeWithArticle(type, lang);
  const label = tradeLabel(type, lang);
  const nameFromTrade = !usable(r.businessName);
  const name = !nameFromTrade
    ? r.businessName!.trim()
    : type
      ? lang === 'es'
        ? city
          ? `${label} ${city.split(',')[0]}`
          : label!
        : city
          ? `${city.split(',')[0]} ${type}`
          : `The ${type}`
      : t.localBusiness;
  const own = r.services.filter(usable);
  const serviceNames = own.length ? own : [...tradeServices(type, lang)];
  const inCity = city ? (lang === 'es' ? ` en ${city}` : ` in ${city}`) : '';
  const values = { name, city: city ?? '', inCity, trade: trade ?? '', tradeIn: tradeIn(t, trade, city) };
  const servicesLine = serviceNames.length
    ? listOf(
        serviceNames.map((s) => lower(s, lang)),
        lang,
      )
    : '';
  const tagline = [
    fill(values.tradeIn ? t.welcome[tone] : t.welcomeOnly, values),
    servicesLine ? fill(t.aboutServices, { services: servicesLine }) : t.tellUsWhatYouNeed,
  ]
    .join(' ')
    .replace(/\.\./g, '.')
    .replace(/\s+\./g, '.');
  const about = [
    trade ? fill(t.aboutText, values) : null,
    servicesLine ? fill(t.aboutServices, { services: servicesLine }) : null,
    t.closing[tone],
  ]
    .filter(Boolean)
    .join(' ');
  const pageLeads: Record<string, string> = {};
  for (const page of pages) {
    const template = t.leads[page.kind] ?? t.leads.other!;
    pageLeads[page.file] = template ? fill(template, { ...values, page: page.name }) : tagline;
  }
  return {
    lang,
    laterLanguage,
    tone,
    name,
    nameFromTrade,
    trade,
    city,
    tagline,
    about,
    services: serviceNames.map((service) => {
      // A heading and a sentence start with a capital, whatever case the visitor typed the service in.
      const title = upperFirst(service, lang);
      return { title, text: serviceText(title, name, inCity, lang) };
    }),
    servicesFromTrade: own.length === 0 && serviceNames.length > 0,
    pageLeads,
  };
}

/** "a dental clinic in Austin, Texas": the trade with its article, and the city when known. */
function tradeIn(t: SiteTexts, trade: string | null, city: string | null): string {
  if (trade && city) return fill(t.tradeIn, { trade, city });
  return trade ?? '';
}

const lower = (text: string, lang: WriterLanguage) =>
  // Keep names and acronyms ("CrossFit", "TMJ"): only a capitalised first word is lowered.
  /^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+([\s-]|$)/.test(text) ? text.charAt(0).toLocaleLowerCase(lang) + text.slice(1) : text;

const upperFirst = (text: string, lang: WriterLanguage) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

function serviceText(title: string, name: string, inCity: string, lang: WriterLanguage): string {
  return lang === 'es' ? `${title} en ${name}${inCity}: pídenos más información.` : `${title} at ${name}${inCity}: ask us for details.`;
}
