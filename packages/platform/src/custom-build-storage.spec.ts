import './testing/fake-browser';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { readStoredSummary, storeSummary } from './custom-build-storage';
import { fakeLocalStorage } from './testing/fake-browser';

const SUMMARY = {
  id: '0190aaaa-0000-7000-8000-000000000001',
  businessType: 'Bakery',
  designPreferences: ['Pastel'],
  features: ['Online Store'],
  pages: ['Home', 'Shop'],
  numberOfPages: 2,
  estimatedHours: 27,
  timeline: 'Standard: 1-2 weeks',
  price: '$1,350',
  createdAt: '2026-11-27T00:00:00.000Z',
};

describe('the kept custom-build summary (docs/product/storefront.md §4)', () => {
  beforeEach(() => fakeLocalStorage.clear());

  it('is restored as kept', () => {
    storeSummary(SUMMARY);
    expect(readStoredSummary()).toEqual(SUMMARY);
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a summary', '{"hello":"world"}'],
    ['a price that is not a price', JSON.stringify({ ...SUMMARY, price: '1 dollar' })],
    ['features that are not a list', JSON.stringify({ ...SUMMARY, features: 'all' })],
  ])('is removed when it is %s', (_label, raw) => {
    fakeLocalStorage.setItem(STORAGE_KEYS.customBuildSummary, raw);
    expect(readStoredSummary()).toBeNull();
    expect(fakeLocalStorage.getItem(STORAGE_KEYS.customBuildSummary)).toBeNull();
  });
});
