import { asksForSummary } from './intents';
import {
  budgetCentsOf,
  businessNameOf,
  contentProvidedOf,
  deadlineDaysOf,
  excludedPagesOf,
  languagesOf,
  locationOf,
  servicesOf,
} from './details';
import { tokenize } from './language';

// Decision 094: each reader keeps what the visitor said and invents nothing from a stray word.
describe('the offline reader of the details beside features', () => {
  it.each<[string, number | null]>([
    ['La necesitamos en tres días', 3],
    ['we need it in two weeks', 14],
    ['within 10 working days please', 14],
    ['by tomorrow', 1],
    ['next week would be great', 7],
    ['dans deux semaines', 14],
    ['we are open 6 days a week', null],
    ['we have 3 dentists', null],
  ])('reads the deadline of "%s" as %s days', (text, days) => {
    expect(deadlineDaysOf(text)).toBe(days);
  });

  it.each<[string, number | null]>([
    ['around $1,500', 150_000],
    ['our budget is 2000 dollars', 200_000],
    ['budget up to $3k', 300_000],
    ['presupuesto de unos 1.200 dólares', 120_000],
    ['make it $1', null],
    ['we sell cakes from $25', null],
  ])('reads the budget of "%s" as %s cents', (text, cents) => {
    expect(budgetCentsOf(text)).toBe(cents);
  });

  it.each<[string, string[]]>([
    ['una página web en español', ['Spanish']],
    ['the site in Spanish and English', ['Spanish', 'English']],
    ['Hola, tenemos una panadería y queremos una tienda', ['Spanish']],
    ['sorry, my English is bad', []],
    ['not in English, only in French', ['French']],
  ])('reads the languages of "%s"', (text, languages) => {
    expect(languagesOf(text)).toEqual(languages);
  });

  it('reads a name, a place, services and content, and leaves them out when they are not said', () => {
    expect(businessNameOf("Hi, we're Smile Dental, a family dental practice in Austin.")).toBe('Smile Dental');
    expect(businessNameOf('I run a yoga studio called Still Point. Class booking')).toBe('Still Point');
    expect(businessNameOf('We are a bakery, a small one')).toBeNull();
    expect(locationOf("we're a dental practice in Austin, Texas")).toBe('Austin, Texas');
    expect(locationOf('the site in Spanish')).toBeNull();
    expect(servicesOf('We offer whitening, implants and braces.')).toEqual(['whitening', 'implants', 'braces']);
    expect(contentProvidedOf("We'll send our logo and photos.")).toEqual(['Logo', 'Photos']);
    expect(contentProvidedOf('We need you to design a logo.')).toEqual([]);
  });

  it.each<[string, string[]]>([
    ['No About page please', ['About']],
    ['actually drop the team page', ['Team']],
    ['we do not need an about us page', ['About']],
    ['not sure about the colours', []],
  ])('reads the pages not wanted in "%s"', (text, pages) => {
    expect(excludedPagesOf(tokenize(text))).toEqual(pages);
  });
});

describe('what asks for the summary', () => {
  it.each<[string, boolean]>([
    ['Please prepare the summary.', true],
    ["that's all", true],
    ['Eso es todo', true],
    ["c'est tout", true],
    ['Das ist alles.', true],
    ['go ahead', true],
    ['show a summary of our services on the home page', false],
    ['we want customers to send a quote request form', false],
    ['I need a website', false],
  ])('"%s" → %s', (text, asks) => {
    expect(asksForSummary(text)).toBe(asks);
  });
});
