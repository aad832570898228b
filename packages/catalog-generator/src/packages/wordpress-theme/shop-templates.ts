// The WooCommerce templates of a shop theme (single product, product archive, cart, checkout) in WooCommerce blocks.
import type { PackageFile } from '../package-file';
import { columns, group, heading, leaf, wrap } from './blocks';
import { page } from './templates';

function productGrid(): string {
  const template = wrap(
    'woocommerce/product-template',
    undefined,
    [
      leaf('woocommerce/product-image', { imageSizing: 'thumbnail', isDescendentOfQueryLoop: true }),
      leaf('post-title', {
        textAlign: 'center',
        level: 3,
        isLink: true,
        __woocommerceNamespace: 'woocommerce/product-collection/product-title',
      }),
      leaf('woocommerce/product-price', { isDescendentOfQueryLoop: true, textAlign: 'center' }),
      leaf('woocommerce/product-button', { isDescendentOfQueryLoop: true, textAlign: 'center' }),
    ].join('\n'),
  );
  const pagination = wrap(
    'query-pagination',
    { layout: { type: 'flex', justifyContent: 'center' } },
    [leaf('query-pagination-previous'), leaf('query-pagination-numbers'), leaf('query-pagination-next')].join('\n'),
  );
  const empty = wrap('woocommerce/product-collection-no-results', undefined, heading(3, 'No products were found matching your selection.'));
  return wrap(
    'woocommerce/product-collection',
    {
      queryId: 2,
      query: {
        perPage: 12,
        pages: 0,
        offset: 0,
        postType: 'product',
        order: 'asc',
        orderBy: 'title',
        search: '',
        exclude: [],
        inherit: true,
        taxQuery: {},
        isProductCollectionBlock: true,
      },
      tagName: 'div',
      displayLayout: { type: 'flex', columns: 3 },
      align: 'wide',
    },
    `<div class="wp-block-woocommerce-product-collection alignwide">\n${template}\n${pagination}\n${empty}\n</div>`,
  );
}

function singleProduct(): string {
  const gallery = leaf('woocommerce/product-image-gallery');
  const summary = [
    leaf('post-title', { level: 1, __woocommerceNamespace: 'woocommerce/product-query/product-title' }),
    leaf('woocommerce/product-rating', { isDescendentOfSingleProductTemplate: true }),
    leaf('woocommerce/product-price', { isDescendentOfSingleProductTemplate: true, fontSize: 'large' }),
    leaf('post-excerpt', { excerptLength: 100, __woocommerceNamespace: 'woocommerce/product-query/product-summary' }),
    leaf('woocommerce/add-to-cart-form'),
    wrap(
      'woocommerce/product-meta',
      undefined,
      `<div class="wp-block-woocommerce-product-meta">\n${group({ layout: { type: 'flex', flexWrap: 'nowrap' } }, leaf('woocommerce/product-sku'), leaf('post-terms', { term: 'product_cat', prefix: 'Category: ' }), leaf('post-terms', { term: 'product_tag', prefix: 'Tags: ' }))}\n</div>`,
    ),
  ].join('\n');
  return page(
    leaf('woocommerce/breadcrumbs'),
    leaf('woocommerce/store-notices'),
    columns([gallery, summary], 'wide'),
    leaf('woocommerce/product-details', { align: 'wide' }),
  );
}

/** A WooCommerce page (cart, checkout) whose content holds the Cart or Checkout block, as WooCommerce's own templates do. */
function wooPage(kind: 'cart' | 'checkout'): string {
  return page(
    leaf('post-title', { level: 1, align: 'wide' }),
    wrap(
      'woocommerce/page-content-wrapper',
      { page: kind },
      `<div class="wp-block-woocommerce-page-content-wrapper">\n${leaf('post-content', { align: 'wide' })}\n</div>`,
    ),
  );
}

export function shopTemplateFiles(): PackageFile[] {
  return [
    { name: 'templates/single-product.html', content: singleProduct() },
    {
      name: 'templates/archive-product.html',
      content: page(
        leaf('woocommerce/breadcrumbs'),
        leaf('query-title', { type: 'archive', showPrefix: false }),
        leaf('woocommerce/store-notices'),
        group(
          { align: 'wide', layout: { type: 'flex', justifyContent: 'space-between' } },
          leaf('woocommerce/product-results-count'),
          leaf('woocommerce/catalog-sorting'),
        ),
        productGrid(),
      ),
    },
    { name: 'templates/page-cart.html', content: wooPage('cart') },
    { name: 'templates/page-checkout.html', content: wooPage('checkout') },
  ];
}
