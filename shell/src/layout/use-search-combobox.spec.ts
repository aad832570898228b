import type { SearchSuggestion } from '@tm/contracts/search.schemas';
import { arrowTarget, comboboxView, escapeAction, suggestionKey } from './use-search-combobox';
import type { SuggestionAnswer } from './use-suggestions';

const query = (text: string): SearchSuggestion => ({ kind: 'query', text, href: `/browse?search=${text}`, count: 12 });
const template = (slug: string): SearchSuggestion => ({ kind: 'template', text: slug, href: `/template/${slug}` });
const answer = (q: string, suggestions: SearchSuggestion[], failed = false): SuggestionAnswer => ({ q, suggestions, failed });

describe('the header search box (decision 054)', () => {
  describe('what it shows of an answer', () => {
    const shop = answer('shop', [query('shop'), query('shopify'), template('shop-pro')]);

    it('opens the list only when asked and there is something in it', () => {
      expect(comboboxView(shop, 'shop', true, null)).toMatchObject({ expanded: true, active: -1 });
      expect(comboboxView(shop, 'shop', false, null)).toMatchObject({ expanded: false, active: -1 });
      expect(comboboxView(answer('zzz', []), 'zzz', true, null)).toMatchObject({ expanded: false, suggestions: [] });
      expect(comboboxView(null, 's', true, null)).toMatchObject({ expanded: false, suggestions: [] });
    });

    it('keeps the active option by where it leads when a new answer moves it, and drops it when the answer lost it', () => {
      const key = suggestionKey(template('shop-pro'));
      expect(comboboxView(shop, 'shop', true, key).active).toBe(2);
      const moved = answer('shop p', [template('shop-pro'), query('shop pages')]);
      expect(comboboxView(moved, 'shop p', true, key).active).toBe(0);
      const lost = answer('shop pa', [query('shop pages')]);
      expect(comboboxView(lost, 'shop pa', true, key).active).toBe(-1);
    });

    it('tells one kind from another leading to the same place', () => {
      expect(suggestionKey(query('x'))).not.toBe(suggestionKey({ ...query('x'), kind: 'subcategory' }));
    });

    it('announces the count once the answer for the typed text is in, and nothing for an older text or a failure', () => {
      expect(comboboxView(shop, ' shop ', true, null).announcement).toBe('3 suggestions available');
      expect(comboboxView(answer('shop', [query('shop')]), 'shop', true, null).announcement).toBe('1 suggestion available');
      expect(comboboxView(answer('zzz', []), 'zzz', true, null).announcement).toBe('No suggestions');
      expect(comboboxView(shop, 'shopi', true, null).announcement).toBe('');
      expect(comboboxView(answer('shop', [], true), 'shop', true, null).announcement).toBe('');
      expect(comboboxView(shop, 'shop', false, null).announcement).toBe('');
    });
  });

  describe('arrow keys', () => {
    it('open the list at the first option (Down) or the last (Up)', () => {
      expect(arrowTarget(-1, 3, false, true)).toBe(0);
      expect(arrowTarget(-1, 3, false, false)).toBe(2);
      // A list closed with an option still remembered starts again from the ends.
      expect(arrowTarget(1, 3, false, true)).toBe(0);
      expect(arrowTarget(-1, 3, true, false)).toBe(2);
    });

    it('move one option at a time and wrap round the ends', () => {
      expect([0, 1, 2].map((at) => arrowTarget(at, 3, true, true))).toEqual([1, 2, 0]);
      expect([0, 1, 2].map((at) => arrowTarget(at, 3, true, false))).toEqual([2, 0, 1]);
      expect(arrowTarget(0, 1, true, true)).toBe(0);
    });
  });

  it('Escape closes the list first, then clears the text, then leaves the key to the phone menu', () => {
    expect(escapeAction(true, 'shop')).toBe('close');
    expect(escapeAction(false, 'shop')).toBe('clear');
    expect(escapeAction(false, '')).toBe('pass');
  });
});
