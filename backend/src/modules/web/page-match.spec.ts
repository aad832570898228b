import { pageAt } from './page-match';

describe('which page a path is', () => {
  it.each(['/', '/browse', '/login', '/Login', '/admin/bulk-generator', '/template/modern-shop', '/thank-you/abc-123', '/checkout/'])(
    'knows %s',
    (path) => expect(pageAt(path)).toBeDefined(),
  );

  it.each(['/nope', '/template', '/template/a/b', '/admin/unknown', '/%E0%A4%A'])('does not know %s', (path) =>
    expect(pageAt(path)).toBeUndefined(),
  );
});

describe('pageAt', () => {
  it.each([
    ['/', 'home'],
    ['/wordpress-templates', 'wordpress'],
    ['/html-templates/landing-pages', 'landingPages'],
    ['/template/modern-shop', 'template'],
    ['/Admin/Bulk-Generator/', 'bulkGenerator'],
    ['/nope', undefined],
  ])('finds the page of %s', (path, page) => expect(pageAt(path)).toBe(page));
});
