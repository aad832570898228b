// drawPage: which page parts make each page of a template (home, about, shop, docs, plugin admin, email...).
import { stack, type Block } from './blocks';
import type { SvgCanvas } from './canvas';
import { artboards } from './page-parts/artboards';
import { cart, categoryCircles, productDetail, productRow, shopListing } from './page-parts/commerce';
import { aboutStory, contact, team } from './page-parts/company';
import { docs } from './page-parts/docs';
import { email } from './page-parts/email';
import { announcement, footer, header, masthead, nav } from './page-parts/furniture';
import { heroBold, heroCentered, heroSplit, magazineHero, portfolioHero, shopHero } from './page-parts/heroes';
import { pluginAdmin } from './page-parts/plugin-admin';
import { masonry, project } from './page-parts/portfolio';
import { article, postGrid } from './page-parts/posts';
import { cta, faq, features, logos, pricing, services, stats, testimonial } from './page-parts/sections';
import { comingSoon, errorPage } from './page-parts/status-pages';

export function drawPage(cv: SvgCanvas, page: string, title: string): void {
  const c = cv.c;
  const post = c.posts[0]!;
  switch (page) {
    case 'home':
      return stack(cv, homeBlocks(cv, title));
    case 'about':
      return stack(cv, [nav, header('About us', `The people behind ${c.brand}`), aboutStory, stats, team, footer]);
    case 'services':
      return stack(cv, [nav, header('Services', 'What we can do for you'), services, cta, footer]);
    case 'contact':
      return stack(cv, [nav, header('Contact', 'We usually reply within a day'), contact, footer]);
    case 'pricing':
      return stack(cv, [nav, header('Pricing', 'Simple plans for every stage'), pricing, faq, footer]);
    case 'article':
      return stack(cv, [nav, (v, y) => article(v, y, post.title), footer]);
    case 'category':
      return stack(cv, [
        nav,
        header(
          c.kind === 'docs' ? c.docTopics[0]!.title : post.topic,
          c.kind === 'docs' ? 'Guides and how-tos' : 'Stories from our writers',
        ),
        (v, y) => postGrid(v, y, '', 3, 2),
        footer,
      ]);
    case 'shop':
      return stack(cv, [announcement, nav, header('Shop all', `${c.products.length * 14} products`), shopListing, footer]);
    case 'product':
      return stack(cv, [announcement, nav, productDetail, (v, y) => productRow(v, y, 'You may also like'), footer]);
    case 'cart':
      return stack(cv, [announcement, nav, cart, footer]);
    case 'project':
      return stack(cv, [nav, project, footer]);
    case 'dashboard':
    case 'settings':
    case 'reports':
      return pluginAdmin(cv, page, title);
    case 'email':
    case 'email-promo':
    case 'email-mobile':
      return email(cv, page, title);
    case 'artboards':
    case 'artboard-detail':
      return artboards(cv, page, title);
    case 'coming-soon-dark':
      return comingSoon(cv, title, true);
    case 'error-500':
      return errorPage(cv, title, '500');
    default:
      return stack(cv, homeBlocks(cv, title));
  }
}

function homeBlocks(cv: SvgCanvas, title: string): Block[] {
  const c = cv.c;
  if (c.kind === 'docs') return [(v) => docs(v, title)];
  if (c.kind === 'plugin' && c.layout === 'dashboard') return [(v) => (pluginAdmin(v, 'dashboard', title), v.H)];
  if (c.kind === 'email') return [(v) => (email(v, 'email', title), v.H)];
  if (c.kind === 'print') return [(v) => (artboards(v, 'artboards', title), v.H)];
  if (c.subcategory === 'coming-soon') return [(v) => (comingSoon(v, title, false), v.H)];
  if (c.subcategory === '404-pages') return [(v) => (errorPage(v, title, '404'), v.H)];
  switch (c.layout) {
    case 'hero-centered':
      return [nav, (v, y) => heroCentered(v, y, title), logos, features, testimonial, footer];
    case 'landing-bold':
      return [(v, y) => heroBold(v, y, title), logos, stats, features, pricing, footer];
    case 'magazine-grid':
      return [masthead, (v, y) => magazineHero(v, y, title), (v, y) => postGrid(v, y, 'Latest stories', 4, 1), footer];
    case 'product-grid':
      return [announcement, nav, (v, y) => shopHero(v, y, title), categoryCircles, (v, y) => productRow(v, y, 'Best sellers'), footer];
    case 'portfolio-masonry':
      return [nav, (v, y) => portfolioHero(v, y, title), masonry];
    default:
      return c.kind === 'shop'
        ? [announcement, nav, (v, y) => heroSplit(v, y, title), (v, y) => productRow(v, y, 'New arrivals'), footer]
        : [
            nav,
            (v, y) => heroSplit(v, y, title),
            logos,
            c.kind === 'site' && c.products.length ? (v, y) => productRow(v, y, c.headings.offers.title) : features,
            stats,
            testimonial,
            footer,
          ];
  }
}
