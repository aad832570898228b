// Singular and plural forms: right for the catalog's words, none where the rules cannot tell.
import { wordForms } from './word-forms';

describe('wordForms', () => {
  it.each([
    ['restaurants', ['restaurant']], ['restaurant', ['restaurants']], ['bakeries', ['bakery']], ['bakery', ['bakeries']],
    ['boxes', ['box']], ['box', ['boxes']], ['dentist', ['dentists']], ['dentists', ['dentist']], ['agency', ['agencies']],
    ['agencies', ['agency']], ['business', ['businesses']], ['businesses', ['business']], ['glass', ['glasses']],
    ['glasses', ['glass']], ['church', ['churches']], ['churches', ['church']], ['dish', ['dishes']], ['dishes', ['dish']],
    ['caches', ['cache']], ['cache', ['caches']], ['cookies', ['cookie']], ['theme', ['themes']], ['themes', ['theme']],
    ['pages', ['page']], ['photo', ['photos']], ['photos', ['photo']], ['portfolio', ['portfolios']], ['day', ['days']],
    ['clinics', ['clinic']], ['clinic', ['clinics']], ['family', ['families']], ['wedding', ['weddings']], ['weddings', ['wedding']],
    ['status', ['statuses']], ['child', ['children']], ['children', ['child']], ['teeth', ['tooth']], ['knives', ['knife']],
    ['heroes', ['hero']], ['quizzes', ['quiz']], ['courses', ['course']], ['houses', ['house']], ['sizes', ['size']],
    ['city', ['cities']], ['journal', ['journals']], ['store', ['stores']], ['kids', ['kid']], ['law', ['laws']], ['analysis', ['analyses']],
  ])('%s → %j', (word, forms) => expect(wordForms(word)).toEqual(forms));

  it.each([
    'news', 'analytics', 'ecommerce', 'fitness', 'wellness', 'electronics', 'logistics', 'series', 'clothes', 'goods',
    'software', 'furniture', 'wordpress', 'woocommerce', 'shopify', 'saas', 'canvas', 'chaos', 'fish', 'tennis',
    'famous', 'happiness', 'responsive', 'colorful', 'medical', 'dental', 'organic', 'marketing', 'friendly', 'weekly',
    'customizable', 'polished', 'stylish', 'shoes', 'css3', 'café', 'ads', 'tech', 'ab', '',
  ])('%s has no forms', (word) => expect(wordForms(word)).toEqual([]));

  it('never gives "busines", the word itself or a form under 3 letters', () => {
    for (const word of ['business', 'businesses', 'bus', 'buses', 'ads', 'gas', 'ties', 'pies', 'ox', 'oxen', 'boss', 'bosses']) {
      const forms = wordForms(word);
      expect(forms).not.toContain('busines');
      expect(forms).not.toContain(word);
      for (const form of forms) expect(form.length).toBeGreaterThanOrEqual(3);
    }
  });
});
