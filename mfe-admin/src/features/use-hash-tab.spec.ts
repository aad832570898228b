import { tabOfHash } from './use-hash-tab';

const TABS = ['templates', 'bulk-upload', 'customers'] as const;

describe('the tab a URL hash names (docs/product/back-office.md §2)', () => {
  it('opens the tab the hash names', () => {
    expect(tabOfHash('#customers', TABS, 'templates')).toBe('customers');
    expect(tabOfHash('#bulk-upload', TABS, 'templates')).toBe('bulk-upload');
  });

  it('reads an escaped hash as typed', () => {
    expect(tabOfHash('#bulk%2Dupload', TABS, 'templates')).toBe('bulk-upload');
  });

  it('falls back for no hash, an unknown tab, another case, or a malformed escape', () => {
    for (const hash of ['', '#', '#orders', '#Customers', '#customers/', '#%E0%A4%A']) {
      expect([hash, tabOfHash(hash, TABS, 'templates')]).toEqual([hash, 'templates']);
    }
  });
});
