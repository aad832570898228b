// The WordPress block theme (FSE) of a template: one folder named by its slug, ready for Appearance → Themes → Upload Theme.
import { pageContentFor } from '../../content/page-content';
import type { PackageOptions, PackageSource, PackageBody } from '../common/platform-types';
import { DEFAULT_SITE_URL, oneLine, packageSlug, templateUrl } from '../common/text';
import { wpReadmeTxt } from '../common/wp-readme';
import type { PackageFile } from '../package-file';
import { functionsPhp } from './functions-php';
import { patternFiles } from './patterns';
import { screenshotPng } from './screenshot';
import { shopTemplateFiles } from './shop-templates';
import { styleCss, THEME_VERSION, themeTags } from './style-css';
import { templateFiles, type ThemeContext } from './templates';
import { themeJson } from './theme-json';

/** A shop theme: WooCommerce templates and support (ecommerce/woocommerce and wordpress/ecommerce). */
export function isShopTheme(template: Pick<PackageSource, 'category' | 'subcategory'>): boolean {
  return (
    (template.category === 'ecommerce' && template.subcategory === 'woocommerce') ||
    (template.category === 'wordpress' && template.subcategory === 'ecommerce')
  );
}

export function wordpressThemePackage(template: PackageSource, options: PackageOptions = {}): PackageBody {
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const slug = packageSlug(template.slug);
  const content = pageContentFor(template);
  const ctx: ThemeContext = { slug, name: oneLine(template.name) || content.brand, content, shop: isShopTheme(template) };
  const description = oneLine(template.description) || content.intro;
  const screenshot = screenshotPng(template, content);
  const readme = wpReadmeTxt({
    name: ctx.name,
    contributors: 'templatemarketplace',
    tags: themeTags(ctx),
    short: content.intro,
    description: `${description}\n\nA block theme for the Site Editor: every template, part and pattern can be edited in Appearance → Editor. Its colours and font are in theme.json, its sections are patterns in the "${content.brand}" category.${ctx.shop ? '\n\nThe shop templates (product, product archive, cart, checkout) use the WooCommerce blocks.' : ''}`,
    installation: [
      'In your WordPress dashboard, go to Appearance → Themes → Add New → Upload Theme.',
      `Choose ${slug}.zip (this folder, zipped) and click Install Now.`,
      'Click Activate, then open Appearance → Editor to make it yours.',
      ...(ctx.shop ? ['Install and activate WooCommerce: the shop templates appear by themselves.'] : []),
    ],
    faq: [
      { q: 'Where do I change the colours and the font?', a: 'In Appearance → Editor → Styles. They are stored in theme.json.' },
      {
        q: 'How do I add the home page sections to another page?',
        a: `Insert a pattern from the "${content.brand}" category of the block inserter.`,
      },
    ],
    version: THEME_VERSION,
    extra: [
      {
        title: 'Copyright',
        body: `${ctx.name}, (C) Template Marketplace.\n${ctx.name} is distributed under the terms of the GNU GPL v2 or later.`,
      },
    ],
  });
  const files: PackageFile[] = [
    { name: 'style.css', content: styleCss(ctx, { themeUri: templateUrl(siteUrl, template.slug), authorUri: siteUrl, description }) },
    { name: 'theme.json', content: themeJson(content) },
    { name: 'functions.php', content: functionsPhp(ctx) },
    { name: 'readme.txt', content: readme },
    ...templateFiles(ctx),
    ...(ctx.shop ? shopTemplateFiles() : []),
    ...patternFiles(ctx),
    ...(screenshot ? [{ name: 'screenshot.png', content: screenshot }] : []),
  ];
  return {
    folder: slug,
    files: files.map((f) => ({ name: `${slug}/${f.name}`, content: f.content })),
    contents: [
      { path: 'style.css', what: 'the theme header WordPress reads (name, version, requirements) and a few styles' },
      { path: 'theme.json', what: 'the colours, font, sizes and widths of the design (global styles)' },
      {
        path: 'templates/',
        what: `the page templates${ctx.shop ? ', including the WooCommerce product, shop, cart and checkout pages' : ''}`,
      },
      { path: 'parts/', what: 'the header and the footer' },
      { path: 'patterns/', what: 'the home page sections: hero, features, services, testimonials, pricing, call to action' },
      { path: 'functions.php', what: `theme setup${ctx.shop ? ', WooCommerce support' : ''} and the stylesheet` },
      ...(screenshot ? [{ path: 'screenshot.png', what: 'the picture shown in Appearance → Themes (1200×900)' }] : []),
      { path: 'readme.txt', what: 'the theme readme in the wordpress.org format' },
    ],
  };
}
