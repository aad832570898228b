// The Ghost theme (Ghost 5+) of a template: Handlebars templates, partials, screen.css and package.json with its custom settings.
import { pageContentFor } from '../../content/page-content';
import type { PackageOptions, PackageSource, PackageBody } from '../common/platform-types';
import { AUTHOR, DEFAULT_SITE_URL, DEFAULT_SUPPORT_EMAIL, json, oneLine, packageSlug, templateUrl } from '../common/text';
import { screenCss } from './styles';
import { ghostTemplates } from './templates';

export const GHOST_THEME_VERSION = '1.0.0';

export function ghostThemePackage(template: PackageSource, options: PackageOptions = {}): PackageBody {
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const c = pageContentFor(template);
  const slug = packageSlug(template.slug);
  const packageJson = {
    name: slug,
    description: oneLine(template.description) || c.intro,
    demo: templateUrl(siteUrl, template.slug),
    version: GHOST_THEME_VERSION,
    engines: { ghost: '>=5.0.0' },
    license: 'MIT',
    author: { name: AUTHOR, email: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL, url: siteUrl },
    keywords: ['ghost-theme', c.subcategory],
    config: {
      posts_per_page: 9,
      image_sizes: { s: { width: 300 }, m: { width: 720 }, l: { width: 960 }, xl: { width: 1920 } },
      card_assets: true,
      custom: {
        hero_title: { type: 'text', default: c.tagline, group: 'homepage' },
        hero_text: { type: 'text', default: c.intro, group: 'homepage' },
        cta_label: { type: 'text', default: c.cta, group: 'homepage' },
        footer_text: { type: 'text', default: `${c.address} · ${c.email}` },
      },
    },
  };
  return {
    folder: '',
    files: [
      { name: 'package.json', content: json(packageJson) },
      ...ghostTemplates(),
      { name: 'assets/css/screen.css', content: screenCss(c) },
    ],
    contents: [
      {
        path: 'package.json',
        what: 'the theme name, version, image sizes and its custom settings (hero title and text, button label, footer text: Settings → Design)',
      },
      { path: 'default.hbs', what: 'the page frame: header, footer, {{ghost_head}} and {{ghost_foot}}' },
      {
        path: 'index.hbs, post.hbs, page.hbs, tag.hbs, author.hbs, error.hbs',
        what: 'the home and archive pages, a post, a page and the error page',
      },
      { path: 'partials/', what: 'the header (with the navigation), the footer and the post card' },
      { path: 'assets/css/screen.css', what: 'the styles: colours, font, layout and the editor cards (wide and full-width images)' },
    ],
  };
}
