// The block templates (templates/*.html) and template parts (parts/*.html) of the theme.
import type { PageContent } from '../../content/page-types';
import { slugify } from '../../drafts/slugs';
import type { PackageFile } from '../package-file';
import { columns, group, heading, leaf, paragraph, part, pattern, separator, text, wrap } from './blocks';

export interface ThemeContext {
  slug: string;
  name: string;
  content: PageContent;
  shop: boolean;
}

/** A page: header part, the main content, footer part. */
export function page(...main: string[]): string {
  return `${part('header')}\n\n${group({ tagName: 'main', padding: '3rem' }, ...main)}\n\n${part('footer')}\n`;
}

/** The query loop of posts (inherits the archive, search or blog query of the page it is on). */
export function postsLoop(columnCount = 3): string {
  const pagination = wrap(
    'query-pagination',
    { layout: { type: 'flex', justifyContent: 'center' } },
    [leaf('query-pagination-previous'), leaf('query-pagination-numbers'), leaf('query-pagination-next')].join('\n'),
  );
  const empty = wrap('query-no-results', undefined, paragraph('Nothing was found here. Try a search with other words.'));
  const template = wrap(
    'post-template',
    { layout: { type: 'grid', columnCount } },
    [
      leaf('post-featured-image', { isLink: true, aspectRatio: '3/2' }),
      leaf('post-title', { isLink: true, level: 3 }),
      leaf('post-date'),
      leaf('post-excerpt', { excerptLength: 24 }),
    ].join('\n'),
  );
  return wrap(
    'query',
    {
      queryId: 1,
      query: { perPage: 9, pages: 0, offset: 0, postType: 'post', order: 'desc', orderBy: 'date', inherit: true },
      align: 'wide',
    },
    `<div class="wp-block-query alignwide">\n${template}\n${pagination}\n${empty}\n</div>`,
  );
}

function comments(): string {
  const list = wrap(
    'comment-template',
    undefined,
    [leaf('comment-author-name'), leaf('comment-date'), leaf('comment-content'), leaf('comment-reply-link')].join('\n'),
  );
  const pages = wrap(
    'comments-pagination',
    undefined,
    [leaf('comments-pagination-previous'), leaf('comments-pagination-numbers'), leaf('comments-pagination-next')].join('\n'),
  );
  return wrap(
    'comments',
    undefined,
    `<div class="wp-block-comments">\n${leaf('comments-title')}\n${list}\n${pages}\n${leaf('post-comments-form')}\n</div>`,
  );
}

function header(ctx: ThemeContext): string {
  const links = ctx.content.nav.map((label, i) =>
    leaf('navigation-link', { label, url: i === 0 ? '/' : `/${slugify(label) || 'page'}/`, kind: 'custom' }),
  );
  const navigation = wrap('navigation', { overlayMenu: 'mobile', layout: { type: 'flex', justifyContent: 'right' } }, links.join('\n'));
  const shopTools = ctx.shop ? [leaf('woocommerce/customer-account', { displayStyle: 'icon_only' }), leaf('woocommerce/mini-cart')] : [];
  const right = group({ layout: { type: 'flex', flexWrap: 'nowrap' } }, navigation, ...shopTools);
  const bar = group(
    { align: 'wide', layout: { type: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' } },
    leaf('site-title', { level: 0 }),
    right,
  );
  return `${group({ padding: '1.25rem', background: 'base', text: 'contrast' }, bar)}\n`;
}

function footer(ctx: ThemeContext): string {
  const c = ctx.content;
  const about = [heading(3, text(c.brand)), paragraph(text(c.tagline))].join('\n');
  const contact = [heading(4, 'Contact'), paragraph(`${text(c.address)}<br>${text(c.email)}<br>${text(c.phone)}`)].join('\n');
  const explore = [heading(4, 'Explore'), paragraph(c.nav.map((item) => text(item)).join('<br>'))].join('\n');
  const bottom = paragraph(`© ${text(c.brand)}. Built with WordPress.`);
  return `${group({ padding: '3rem', background: 'footer', text: 'on-footer' }, columns([about, contact, explore], 'wide'), separator(), bottom)}\n`;
}

/** templates/ and parts/ of the theme (the shop templates are added by shop-templates.ts). */
export function templateFiles(ctx: ThemeContext): PackageFile[] {
  const p = (name: string) => pattern(`${ctx.slug}/${name}`);
  const front = [
    p('hero'),
    p('features'),
    p('services'),
    ...(ctx.shop ? [p('products')] : [p('posts')]),
    p('testimonials'),
    p('pricing'),
    p('cta'),
  ];
  const single = [
    leaf('post-title', { level: 1 }),
    leaf('post-date'),
    leaf('post-featured-image', { aspectRatio: '16/9' }),
    leaf('post-content', { layout: { type: 'constrained' } }),
    leaf('post-terms', { term: 'category' }),
    leaf('post-terms', { term: 'post_tag' }),
    separator(),
    comments(),
  ];
  const searchForm = leaf('search', { label: 'Search', showLabel: false, buttonText: 'Search' });
  return [
    { name: 'templates/index.html', content: page(heading(1, text(ctx.content.tagline)), postsLoop()) },
    {
      name: 'templates/front-page.html',
      content: `${part('header')}\n\n${group({ tagName: 'main', layout: { type: 'default' } }, ...front)}\n\n${part('footer')}\n`,
    },
    { name: 'templates/home.html', content: page(heading(1, 'Latest posts'), postsLoop()) },
    { name: 'templates/single.html', content: page(...single) },
    {
      name: 'templates/page.html',
      content: page(
        leaf('post-title', { level: 1 }),
        leaf('post-featured-image'),
        leaf('post-content', { layout: { type: 'constrained' } }),
      ),
    },
    { name: 'templates/archive.html', content: page(leaf('query-title', { type: 'archive' }), leaf('term-description'), postsLoop()) },
    { name: 'templates/search.html', content: page(leaf('query-title', { type: 'search' }), searchForm, postsLoop()) },
    {
      name: 'templates/404.html',
      content: page(
        heading(1, 'Page not found'),
        paragraph('The page you are looking for is not here. Try a search, or go back to the home page.'),
        searchForm,
      ),
    },
    { name: 'parts/header.html', content: header(ctx) },
    { name: 'parts/footer.html', content: footer(ctx) },
  ];
}
