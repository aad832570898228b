import { REMOTE_NAMES } from '@tm/contracts/remotes';
import { PAGES, REMOTE_PAGES, pagePath } from '@tm/contracts/routes';
import { CATEGORY_LINKS } from '../layout/nav-links';
import { findPageOwner } from './route-owner';

describe('which remote owns a path (docs/architecture.md §4)', () => {
  it('gives every page to the remote that lists it, its :params filled in', () => {
    for (const remote of REMOTE_NAMES) {
      for (const page of REMOTE_PAGES[remote]) {
        const path = pagePath(page, {
          slug: 'modern-agency',
          orderId: '7d0c5b8e-3c4f-4a8b-9d2e-1f6a5b4c3d2e',
          id: '5b4c3d2e-1f6a-4a8b-9d2e-7d0c5b8e3c4f',
          orderItemId: '2e1f6a5b-4c3d-4a8b-9d2e-7d0c5b8e3c4f',
        });
        expect([path, findPageOwner(path)?.remote, findPageOwner(path)?.page]).toEqual([path, remote, page]);
      }
    }
  });

  it('tells nested pages from the page their path starts with', () => {
    expect(findPageOwner('/admin/bulk-generator')).toEqual({ remote: 'admin', page: 'bulkGenerator', access: 'admin' });
    expect(findPageOwner('/admin/messages')).toMatchObject({ page: 'adminMessages' });
    expect(findPageOwner('/admin/templates/new')).toEqual({ remote: 'admin', page: 'adminNewListing', access: 'admin' });
    expect(findPageOwner('/admin/templates/t-1/edit')).toEqual({ remote: 'admin', page: 'adminEditListing', access: 'admin' });
    expect(findPageOwner('/html-templates/landing-pages')).toMatchObject({ remote: 'storefront', page: 'landingPages' });
    expect(findPageOwner('/html-templates')).toMatchObject({ remote: 'storefront', page: 'html' });
  });

  it('matches whole paths only: anything else is a 404 (null)', () => {
    for (const path of ['/nope', '/admin/unknown', '/template', '/template/a/b', '/cart/extra', '/dashboard/orders', '/thank-you']) {
      expect([path, findPageOwner(path)]).toEqual([path, null]);
    }
  });

  it('takes any slug, encoded characters included, and a trailing slash', () => {
    expect(findPageOwner('/template/caf%C3%A9-theme')).toMatchObject({ remote: 'storefront', page: 'template' });
    expect(findPageOwner('/cart/')).toMatchObject({ remote: 'checkout', page: 'cart' });
  });

  it('says who may open it: customers for checkout and the dashboard, admins for the back office, anyone for the rest', () => {
    const access = (path: string) => findPageOwner(path)?.access;
    expect(access(PAGES.checkout)).toBe('customer');
    expect(access(PAGES.dashboard)).toBe('customer');
    expect([access(PAGES.admin), access(PAGES.bulkGenerator), access(PAGES.adminMessages)]).toEqual(['admin', 'admin', 'admin']);
    // A guest has a cart and pays after signing in; the sign-in pages and the catalogue are open to all.
    for (const path of [PAGES.cart, PAGES.login, PAGES.signup, PAGES.home, '/template/modern-agency']) {
      expect([path, access(path)]).toEqual([path, 'public']);
    }
  });
});

describe('header category links', () => {
  it('each lead to a public storefront page', () => {
    expect(CATEGORY_LINKS.length).toBeGreaterThan(0);
    for (const { to } of CATEGORY_LINKS) {
      expect([to, findPageOwner(to)?.remote, findPageOwner(to)?.access]).toEqual([to, 'storefront', 'public']);
    }
  });
});
