// The checks of each platform package that run in-process (headers, readme, block markup, theme.json schema, PNG/PDF/email), for the platform checks spec.
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformPackage } from '../common/platform-types';
import { BANNER_SIZES, EMAIL_HEADER, SOCIAL_SIZES } from '../marketing-kit/artboards';
import { A4, PAGE } from '../marketing-kit/print';
import { emailProblems, pdfProblems, pngSize } from './file-checks';
import {
  blockMarkupProblems,
  fileHeader,
  missingHeaders,
  PATTERN_HEADERS,
  PLUGIN_HEADERS,
  readmeProblems,
  SHOP_THEME_HEADERS,
  THEME_HEADERS,
} from './wp-checks';

const schema = JSON.parse(readFileSync(join(__dirname, 'theme-json.schema.json'), 'utf8')) as object;
/** Gutenberg's own test of the schema compiles it this way (allowMatchingProperties for the block patterns). */
export const validateThemeJson = new Ajv({ allowMatchingProperties: true, allErrors: true }).compile(schema);

export const THEME_TEMPLATES = ['index', 'front-page', 'home', 'single', 'page', 'archive', '404', 'search'];
export const SHOP_TEMPLATES = ['single-product', 'archive-product', 'page-cart', 'page-checkout'];

/** The expected pixel size of each PNG a marketing kit may hold, by file name. */
export const PNG_SIZES: Record<string, { width: number; height: number }> = Object.fromEntries([
  ...[...SOCIAL_SIZES, ...BANNER_SIZES, EMAIL_HEADER].map((b) => [`${b.file}.png`, { width: b.width, height: b.height }] as const),
  ...['flyer', 'brochure-page-1', 'brochure-page-2'].map(
    (name) => [`${name}.png`, { width: Math.round(PAGE.width * 2), height: Math.round(PAGE.height * 2) }] as const,
  ),
]);

const text = (files: Map<string, string | Buffer>, name: string) => {
  const content = files.get(name);
  return content === undefined ? undefined : String(content);
};

/** In-process problems of a WordPress block theme (its files by path inside its folder). */
export function themeProblems(files: Map<string, string | Buffer>, slug: string, shop: boolean): string[] {
  const problems: string[] = [];
  const style = text(files, 'style.css') ?? '';
  const headers = fileHeader(style);
  problems.push(
    ...missingHeaders(headers, shop ? [...THEME_HEADERS, ...SHOP_THEME_HEADERS] : THEME_HEADERS).map((h) => `style.css has no "${h}"`),
  );
  if (headers.get('Text Domain') !== slug) problems.push('the text domain is not the folder name');
  if (headers.get('Requires at least') !== '6.4') problems.push('style.css does not require WordPress 6.4');
  if (headers.get('License') !== 'GPLv2 or later') problems.push('style.css is not GPLv2 or later');
  problems.push(...readmeProblems(text(files, 'readme.txt') ?? '', 'theme'));
  try {
    const json = JSON.parse(text(files, 'theme.json') ?? '') as { version?: number };
    if (json.version !== 3) problems.push('theme.json is not version 3');
    if (!validateThemeJson(json))
      problems.push(...(validateThemeJson.errors ?? []).slice(0, 5).map((e) => `theme.json ${e.instancePath} ${e.message}`));
  } catch {
    problems.push('theme.json is not JSON');
  }
  for (const t of [...THEME_TEMPLATES, ...(shop ? SHOP_TEMPLATES : [])])
    if (!files.has(`templates/${t}.html`)) problems.push(`templates/${t}.html is missing`);
  for (const p of ['header', 'footer']) if (!files.has(`parts/${p}.html`)) problems.push(`parts/${p}.html is missing`);
  const patterns = [...files.keys()].filter((name) => name.startsWith('patterns/'));
  if (patterns.length < 5) problems.push('fewer than five patterns');
  for (const name of patterns) {
    const header = fileHeader(text(files, name)!);
    problems.push(...missingHeaders(header, PATTERN_HEADERS).map((h) => `${name} has no "${h}"`));
    if (!header.get('Slug')?.startsWith(`${slug}/`)) problems.push(`${name}: the slug is not prefixed by the theme`);
  }
  for (const [name, content] of files) {
    if (/^(templates|parts)\/.*\.html$|^patterns\/.*\.php$/.test(name))
      problems.push(...blockMarkupProblems(String(content)).map((p) => `${name}: ${p}`));
  }
  const functions = text(files, 'functions.php') ?? '';
  if (!functions.includes("defined( 'ABSPATH' ) || exit;")) problems.push('functions.php does not stop direct access');
  if (shop && !functions.includes("add_theme_support( 'woocommerce' )"))
    problems.push('functions.php does not declare WooCommerce support');
  if (shop && !SHOP_TEMPLATES.every((t) => text(files, `templates/${t}.html`)?.includes('wp:woocommerce/')))
    problems.push('a shop template has no WooCommerce block');
  const screenshot = files.get('screenshot.png');
  const size = Buffer.isBuffer(screenshot) ? pngSize(screenshot) : null;
  if (!size || size.width !== 1200 || size.height !== 900) problems.push('screenshot.png is not a 1200×900 PNG');
  return problems;
}

/** In-process problems of a WordPress plugin. */
export function pluginProblems(files: Map<string, string | Buffer>, slug: string): string[] {
  const problems: string[] = [];
  const main = text(files, `${slug}.php`);
  if (!main) return [`${slug}.php is missing`];
  const headers = fileHeader(main);
  problems.push(...missingHeaders(headers, PLUGIN_HEADERS).map((h) => `the plugin header has no "${h}"`));
  if (headers.get('Text Domain') !== slug) problems.push('the text domain is not the folder name');
  problems.push(...readmeProblems(text(files, 'readme.txt') ?? '', 'plugin'));
  const settings = text(files, `includes/class-${slug}-settings.php`) ?? '';
  for (const needle of [
    'add_options_page(',
    'register_setting(',
    'add_settings_field(',
    "'sanitize_callback'",
    "current_user_can( 'manage_options' )",
    'settings_fields(',
    'esc_html',
  ]) {
    if (!settings.includes(needle)) problems.push(`the settings page has no ${needle}`);
  }
  if (!(text(files, 'uninstall.php') ?? '').includes("defined( 'WP_UNINSTALL_PLUGIN' ) || exit;"))
    problems.push('uninstall.php does not check WP_UNINSTALL_PLUGIN');
  if (![...files.keys()].some((name) => name.startsWith('languages/'))) problems.push('no languages/ folder');
  for (const [name, content] of files)
    if (
      name.endsWith('.php') &&
      name !== 'uninstall.php' &&
      !String(content).includes("defined( 'ABSPATH' ) || exit;") &&
      !/Silence is golden/.test(String(content))
    )
      problems.push(`${name} does not stop direct access`);
  return problems;
}

/** In-process problems of a marketing kit. */
export async function kitProblems(pkg: PlatformPackage, subcategory: string): Promise<string[]> {
  const problems: string[] = [];
  const files = new Map(pkg.files.map((f) => [f.name, f.content]));
  const pngs = [...files.keys()].filter((n) => n.endsWith('.png'));
  if (pngs.length === 0) problems.push('no PNG');
  for (const name of pngs) {
    const expected = PNG_SIZES[name.split('/').pop()!];
    const size = pngSize(files.get(name) as Buffer);
    if (!expected || !size || size.width !== expected.width || size.height !== expected.height)
      problems.push(`${name} is ${size ? `${size.width}×${size.height}` : 'not a PNG'}`);
    if (!files.has(name.replace(/^images\//, 'source/').replace(/\.png$/, '.svg'))) problems.push(`${name} has no SVG source`);
  }
  const expectedPngs: Record<string, string[]> = {
    'social-media': SOCIAL_SIZES.map((b) => b.file),
    banners: BANNER_SIZES.map((b) => b.file),
    'email-marketing': [EMAIL_HEADER.file],
    newsletters: [EMAIL_HEADER.file],
    flyers: ['flyer'],
    brochures: ['brochure-page-1', 'brochure-page-2'],
  };
  for (const name of expectedPngs[subcategory] ?? []) if (!files.has(`images/${name}.png`)) problems.push(`images/${name}.png is missing`);
  const emails = [...files.keys()].filter((n) => n.startsWith('emails/'));
  if ((subcategory === 'email-marketing' || subcategory === 'newsletters') && emails.length < 2) problems.push('fewer than two emails');
  for (const name of emails) problems.push(...emailProblems(String(files.get(name))).map((p) => `${name}: ${p}`));
  if (subcategory === 'flyers' || subcategory === 'brochures') {
    const pdf = files.get(`print/${subcategory === 'flyers' ? 'flyer' : 'brochure'}.pdf`);
    if (!Buffer.isBuffer(pdf)) problems.push('no PDF');
    else problems.push(...(await pdfProblems(pdf, { pages: subcategory === 'flyers' ? 1 : 2, page: PAGE, trim: A4 })));
  }
  return problems;
}
