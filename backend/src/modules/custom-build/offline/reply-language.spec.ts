import { replyLanguage } from './reply-language';

describe('the language a visitor writes in', () => {
  it.each([
    ['I do not know, do you?', 'en'],
    ['We need an e-commerce site, do it in pastel pink', 'en'],
    ['Our café needs a menu and a boutique page', 'en'],
    ['Ristorante italiano: menu, prenotazione tavoli, mappa', 'en'],
    ['12 pages', 'en'],
    ['Hola, tenemos una panadería y queremos una tienda online', 'es'],
    ["Bonjour, nous avons besoin d'un site pour notre boulangerie", 'fr'],
    ['Wir sind eine Bäckerei und brauchen eine Webseite', 'de'],
    ['Ciao, siamo una pasticceria e vorrei un sito con il menu', 'it'],
    ['Olá, somos uma padaria e queremos uma loja online', 'pt'],
    ['Здравствуйте, нам нужен сайт', 'other'],
    ['我们需要一个网站', 'other'],
  ])('%s → %s', (text, language) => {
    expect(replyLanguage(text)).toBe(language);
  });
});
