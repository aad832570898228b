// The Shopify Online Store 2.0 theme of a template: templates (JSON), sections, snippets, assets, config and locales.
import { pageContentFor } from '../../content/page-content';
import type { PageContent } from '../../content/page-types';
import type { PackageOptions, PackageSource, PackageBody } from '../common/platform-types';
import { AUTHOR, DEFAULT_SITE_URL, firstFamily, json, oneLine, templateUrl } from '../common/text';
import type { PackageFile } from '../package-file';
import { baseCss } from './assets';
import { layoutFiles } from './layout';
import { LOCALE, LOCALE_SCHEMA } from './locales';
import { homeSections } from './sections-home';
import { mainSections } from './sections-main';

export const SHOPIFY_THEME_VERSION = '1.0.0';
const SYSTEM_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A template that shows one main section. */
const single = (type: string, extra: Record<string, unknown> = {}) =>
  json({ ...extra, sections: { main: { type, settings: {} } }, order: ['main'] });

function homeTemplate(c: PageContent): string {
  const sections = {
    banner: {
      type: 'image-banner',
      settings: { heading: c.tagline, text: c.intro, button_label: c.cta, button_link: 'shopify://collections/all' },
    },
    featured: {
      type: 'featured-collection',
      settings: { heading: `Shop ${c.shopCategories.slice(0, 3).join(', ')}`, products_to_show: 8 },
    },
    features: {
      type: 'multicolumn',
      settings: { heading: `Why ${c.brand}` },
      blocks: Object.fromEntries(
        c.features
          .slice(0, 6)
          .map((f, i) => [`feature-${i + 1}`, { type: 'column', settings: { title: f, text: c.services[i % c.services.length]!.text } }]),
      ),
      block_order: c.features.slice(0, 6).map((_, i) => `feature-${i + 1}`),
    },
    quotes: {
      type: 'testimonials',
      settings: { heading: 'What customers say' },
      blocks: Object.fromEntries(
        c.quotes.map((q, i) => [`quote-${i + 1}`, { type: 'quote', settings: { quote: q.text, author: `${q.name}, ${q.role}` } }]),
      ),
      block_order: c.quotes.map((_, i) => `quote-${i + 1}`),
    },
    story: {
      type: 'rich-text',
      settings: {
        heading: `About ${c.brand}`,
        text: `<p>${c.intro.replace(/[<>&]/g, '')}</p>`,
        button_label: c.secondaryCta,
        button_link: 'shopify://collections/all',
      },
    },
  };
  return json({ sections, order: Object.keys(sections) });
}

function settingsSchema(name: string, siteUrl: string, slug: string, c: PageContent): string {
  const color = (id: string, label: string, value: string) => ({ type: 'color', id, label, default: value });
  return json([
    {
      name: 'theme_info',
      theme_name: name,
      theme_version: SHOPIFY_THEME_VERSION,
      theme_author: AUTHOR,
      theme_documentation_url: templateUrl(siteUrl, slug),
      theme_support_url: `${siteUrl.replace(/\/+$/, '')}/contact`,
    },
    {
      name: 'Colors',
      settings: [
        color('color_primary', 'Primary', c.scheme.primary),
        color('color_secondary', 'Secondary', c.scheme.secondary),
        color('color_accent', 'Accent', c.scheme.accent),
        color('color_background', 'Background', c.scheme.background),
        color('color_text', 'Text', c.scheme.text),
        color('color_on_primary', 'Text on primary', c.scheme.onPrimary),
      ],
    },
    {
      name: 'Typography',
      settings: [
        {
          type: 'select',
          id: 'font_body',
          label: 'Font',
          options: [
            { value: c.design.font, label: firstFamily(c.design.font) },
            { value: SYSTEM_FONT, label: 'System font' },
          ],
          default: c.design.font,
        },
      ],
    },
  ]);
}

function settingsData(c: PageContent): string {
  const current = {
    color_primary: c.scheme.primary,
    color_secondary: c.scheme.secondary,
    color_accent: c.scheme.accent,
    color_background: c.scheme.background,
    color_text: c.scheme.text,
    color_on_primary: c.scheme.onPrimary,
    font_body: c.design.font,
    sections: {
      header: { type: 'header', settings: { menu: 'main-menu' } },
      footer: { type: 'footer', settings: { tagline: c.tagline, address: c.address, email: c.email, phone: c.phone } },
    },
  };
  return json({ current, presets: { Default: current } });
}

export function shopifyThemePackage(template: PackageSource, options: PackageOptions = {}): PackageBody {
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const c = pageContentFor(template);
  const name = oneLine(template.name) || c.brand;
  const files: PackageFile[] = [
    ...layoutFiles(),
    { name: 'templates/index.json', content: homeTemplate(c) },
    { name: 'templates/product.json', content: single('main-product') },
    { name: 'templates/collection.json', content: single('main-collection-product-grid') },
    { name: 'templates/list-collections.json', content: single('main-list-collections') },
    { name: 'templates/cart.json', content: single('main-cart-items') },
    { name: 'templates/page.json', content: single('main-page') },
    { name: 'templates/blog.json', content: single('main-blog') },
    { name: 'templates/article.json', content: single('main-article') },
    { name: 'templates/search.json', content: single('main-search') },
    { name: 'templates/404.json', content: single('main-404') },
    { name: 'templates/password.json', content: single('main-password', { layout: 'password' }) },
    ...homeSections(),
    ...mainSections(),
    { name: 'assets/base.css', content: baseCss() },
    { name: 'config/settings_schema.json', content: settingsSchema(name, siteUrl, template.slug, c) },
    { name: 'config/settings_data.json', content: settingsData(c) },
    { name: 'locales/en.default.json', content: json(LOCALE) },
    { name: 'locales/en.default.schema.json', content: json(LOCALE_SCHEMA) },
  ];
  return {
    folder: '',
    files,
    contents: [
      { path: 'layout/', what: 'the page frame (theme.liquid) and the password page frame' },
      { path: 'templates/', what: 'JSON templates for every page type, and the customer account pages' },
      {
        path: 'sections/',
        what: 'the home page sections (banner, featured collection, columns, testimonials, rich text) and the main section of each page type',
      },
      { path: 'snippets/', what: 'the product card, the price and the colour variables' },
      { path: 'assets/base.css', what: 'the styles, from the colours and font set in Theme settings' },
      { path: 'config/', what: 'the theme settings (colours, font) and their saved values' },
      { path: 'locales/', what: 'the storefront texts in English' },
    ],
  };
}
