import { FIRST_PAGE, templatesStatusUrl } from './templates-status-api';

const query = (url: string) => Object.fromEntries(new URL(url, 'https://shop.test').searchParams);

describe('the templates table request (docs/product/back-office.md §2, §9)', () => {
  it('asks for the first page of 100 with no filter', () => {
    expect(templatesStatusUrl(FIRST_PAGE)).toBe('/api/admin/templates-status?page=1&pageSize=100');
  });

  it('sends the trimmed search, and the category with its subcategory', () => {
    expect(query(templatesStatusUrl({ page: 4, search: '  agency ', category: 'wordpress', subcategory: 'business', zip: 'all' }))).toEqual(
      {
        page: '4',
        pageSize: '100',
        search: 'agency',
        category: 'wordpress',
        subcategory: 'business',
      },
    );
  });

  it('sends no subcategory without a category, and no blank search', () => {
    expect(query(templatesStatusUrl({ ...FIRST_PAGE, search: '  ', subcategory: 'business' }))).toEqual({ page: '1', pageSize: '100' });
    expect(query(templatesStatusUrl({ ...FIRST_PAGE, category: 'html' }))).toEqual({ page: '1', pageSize: '100', category: 'html' });
  });

  it('turns the ZIP filter into hasZip, and sends none for all', () => {
    expect(query(templatesStatusUrl({ ...FIRST_PAGE, zip: 'uploaded' })).hasZip).toBe('true');
    expect(query(templatesStatusUrl({ ...FIRST_PAGE, zip: 'empty' })).hasZip).toBe('false');
    expect(query(templatesStatusUrl(FIRST_PAGE)).hasZip).toBeUndefined();
  });

  it('asks the stat cards for the smallest page', () => {
    expect(templatesStatusUrl(FIRST_PAGE, 1)).toBe('/api/admin/templates-status?page=1&pageSize=1');
  });
});
