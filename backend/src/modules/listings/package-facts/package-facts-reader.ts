import { PACKAGE_FEATURES, type PackageFeature } from '@tm/contracts/listings';
import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { PACKAGE_PLATFORM_LABELS, type PackagePlatform } from '@tm/contracts/platforms';
import { FORMAT_LABELS, formatMismatch, recognisedFormat, type RecognisedFormat } from '../../../infrastructure/template-files';

/** What operating systems and archivers add beside a package's own files. */
export const JUNK = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;

/** Bytes read from the start of each file a fact is read from: headers and markers sit near the top. */
export const FACT_HEAD_BYTES = 32 * 1024;
/** Stylesheets, pages, templates and PHP files read for markers (dark mode, a form, a settings page…), at most: the rest are counted only. */
const MAX_MARKER_FILES = 150;

/** Files whose start says what the package is: headers (style.css, a plugin's PHP file), manifests, settings. */
const FACT_FILE =
  /^([^/]+\/)?(style\.css|[^/]+\.php|functions\.php|theme\.json|package\.json|readme\.txt|config\/settings_schema\.json|index\.html?)$/i;
/** Files read for markers of a feature. */
const MARKER_FILE = /\.(css|html?|hbs|liquid|php)$/i;

/**
 * Which entries the facts read the start of (zipEntryHeads' `wanted`): every fact file, and up to
 * MAX_MARKER_FILES stylesheets and templates in the ZIP's order. One chooser per package.
 */
export function factFileChooser(): (name: string) => boolean {
  let markers = 0;
  return (name) => {
    if (JUNK.test(name) || name.endsWith('/')) return false;
    if (FACT_FILE.test(name)) return true;
    if (!MARKER_FILE.test(name) || /(^|\/)(node_modules|vendor)\//.test(name) || markers >= MAX_MARKER_FILES) return false;
    markers += 1;
    return true;
  };
}

/** The package's files as it would unpack: its entries without folders and junk, by path inside its one top folder (if any). */
class PackageLayout {
  readonly files: string[];
  readonly roots: Map<string, string>;

  constructor(
    names: readonly string[],
    private readonly heads: ReadonlyMap<string, string>,
  ) {
    this.files = names.filter((name) => !name.endsWith('/') && !JUNK.test(name));
    const top = this.files[0]?.split('/')[0] ?? '';
    const prefix = this.files.length > 0 && this.files.every((name) => name.startsWith(`${top}/`)) ? `${top}/` : '';
    this.roots = new Map(this.files.map((name) => [name.slice(prefix.length), name]));
  }

  has(root: string): boolean {
    return this.roots.has(root);
  }

  /** Root paths matching `pattern`. */
  matching(pattern: RegExp): string[] {
    return [...this.roots.keys()].filter((root) => pattern.test(root));
  }

  /** The start of a file, by its path inside the package ('' when it was not read). */
  text(root: string): string {
    const name = this.roots.get(root);
    return name === undefined ? '' : (this.heads.get(name) ?? '');
  }

  /** Whether the start of any read file whose root path matches `files` matches `marker`. */
  anyText(files: RegExp, marker: RegExp): boolean {
    for (const [root, name] of this.roots) if (files.test(root) && marker.test(this.heads.get(name) ?? '')) return true;
    return false;
  }
}

/** A WordPress header comment's fields ("Theme Name: Harbor"), as in style.css or a plugin's main file. */
export function headerFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  const comment = /\/\*([\s\S]*?)\*\//.exec(text)?.[1] ?? text.slice(0, 8192);
  for (const line of comment.split(/\r?\n/)) {
    const match = /^[\s*#@]*([A-Za-z][A-Za-z ]{1,40}?)\s*:\s*(.+?)\s*$/.exec(line);
    if (match && !fields.has(match[1]!)) fields.set(match[1]!, match[2]!);
  }
  return fields;
}

/** "6.4" from "6.4", ">=5.0.0" or "^5.2.0"; null when there is no version in it. */
function versionIn(text: string | undefined): string | null {
  const match = /(\d+(?:\.\d+){0,2})/.exec(text ?? '');
  return match ? match[1]!.replace(/^(\d+\.\d+)\.0$/, '$1') : null;
}

const shortText = (text: string | undefined | null, max = 120): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};

const DARK_MODE = /prefers-color-scheme\s*:\s*dark/i;
const MEDIA_QUERY = /@media[^{]*\((max|min)-width/i;
const TRANSLATIONS = /\.(pot|po|mo)$/i;
const CLASSIC_TEMPLATE =
  /^(index|front-page|home|singular|single(-[\w-]+)?|page(-[\w-]+)?|archive(-[\w-]+)?|category(-[\w-]+)?|tag(-[\w-]+)?|taxonomy(-[\w-]+)?|author(-[\w-]+)?|date|search|404|attachment|privacy-policy)\.php$/i;
const SERVER_CODE = /\.(php\d?|phtml|cgi|pl|py|rb|asp|aspx|jsp)$/i;

interface Reading {
  platform: PackagePlatform | null;
  name: string | null;
  version: string | null;
  pageCount: number | null;
  features: PackageFeature[];
  compatibility: string[];
  warnings: string[];
}

const nothing = (): Reading => ({
  platform: null,
  name: null,
  version: null,
  pageCount: null,
  features: [],
  compatibility: [],
  warnings: [],
});

function wordpressTheme(p: PackageLayout): Reading {
  const style = headerFields(p.text('style.css'));
  const block = p.has('theme.json') && p.matching(/^templates\/[^/]+\.html$/).length > 0;
  const functions = p.text('functions.php');
  const woocommerce =
    /add_theme_support\(\s*['"]woocommerce['"]/.test(functions) ||
    p.matching(/^templates\/(single-product|archive-product|taxonomy-product_cat|page-cart|page-checkout)\.html$/).length > 0 ||
    p.matching(/^woocommerce\//).length > 0 ||
    style.has('WC requires at least');
  const features: PackageFeature[] = [];
  if (block) features.push('blockTheme');
  if (/"(styles|settings)"\s*:/.test(p.text('theme.json'))) features.push('globalStyles');
  if (p.matching(/^parts\/[^/]+\.html$/).length > 0) features.push('templateParts');
  if (p.matching(/^patterns\/[^/]+\.php$/).length > 0) features.push('blockPatterns');
  if (p.matching(/^styles\/[^/]+\.json$/).length > 0) features.push('styleVariations');
  if (woocommerce) features.push('woocommerce');
  if (style.has('Template')) features.push('childTheme');
  if (p.matching(TRANSLATIONS).length > 0) features.push('translationReady');
  if (p.has('rtl.css')) features.push('rtl');
  if (p.anyText(/\.(css|json)$/i, DARK_MODE) || p.matching(/^styles\/[^/]*dark[^/]*\.json$/i).length > 0) features.push('darkMode');
  if (p.anyText(/\.css$/i, MEDIA_QUERY)) features.push('responsive');

  const compatibility: string[] = [];
  const wordpress = versionIn(style.get('Requires at least'));
  if (wordpress) compatibility.push(`WordPress ${wordpress}+`);
  const php = versionIn(style.get('Requires PHP'));
  if (php) compatibility.push(`PHP ${php}+`);
  if (woocommerce) {
    const wc = versionIn(style.get('WC requires at least'));
    compatibility.push(wc ? `WooCommerce ${wc}+` : 'WooCommerce');
  }
  const version = shortText(style.get('Version'), 40);
  const warnings: string[] = [];
  if (!version) warnings.push('style.css gives no Version.');
  if (!block) warnings.push('A classic theme (no theme.json with templates/): not a block theme for the Site Editor.');
  if (style.has('Template')) warnings.push(`A child theme of "${style.get('Template')}": buyers need that theme installed too.`);
  return {
    platform: 'wordpress-block-theme',
    name: shortText(style.get('Theme Name')),
    version,
    pageCount: block ? p.matching(/^templates\/[^/]+\.html$/).length : p.matching(CLASSIC_TEMPLATE).length || null,
    features,
    compatibility,
    warnings,
  };
}

function wordpressPlugin(p: PackageLayout): Reading {
  const main = p.matching(/^[^/]+\.php$/).find((root) => /Plugin Name\s*:/i.test(p.text(root)));
  const header = headerFields(main ? p.text(main) : '');
  const php = p.matching(/\.php$/i).map((root) => p.text(root));
  const adminPages = php.reduce(
    (sum, text) => sum + (text.match(/\badd_(options|menu|submenu|management|theme|plugins)_page\s*\(/g)?.length ?? 0),
    0,
  );
  const woocommerce = header.has('WC requires at least') || php.some((text) => /['"]woocommerce_[a-z_]+['"]/.test(text));
  const features: PackageFeature[] = [];
  if (adminPages > 0) features.push('settingsPage');
  if (php.some((text) => /\badd_shortcode\s*\(/.test(text))) features.push('shortcode');
  if (p.matching(/(^|\/)block\.json$/).length > 0) features.push('editorBlocks');
  if (woocommerce) features.push('woocommerce');
  if (p.matching(TRANSLATIONS).length > 0) features.push('translationReady');

  const compatibility: string[] = [];
  const wordpress = versionIn(header.get('Requires at least'));
  if (wordpress) compatibility.push(`WordPress ${wordpress}+`);
  const phpVersion = versionIn(header.get('Requires PHP'));
  if (phpVersion) compatibility.push(`PHP ${phpVersion}+`);
  if (woocommerce) {
    const wc = versionIn(header.get('WC requires at least'));
    compatibility.push(wc ? `WooCommerce ${wc}+` : 'WooCommerce');
  }
  const version = shortText(header.get('Version'), 40);
  return {
    platform: 'wordpress-plugin',
    name: shortText(header.get('Plugin Name')),
    version,
    pageCount: adminPages > 0 ? adminPages : null,
    features,
    compatibility,
    warnings: version ? [] : ['The plugin header gives no Version.'],
  };
}

function shopifyTheme(p: PackageLayout): Reading {
  const schema = p.text('config/settings_schema.json');
  const json = p.matching(/^templates\/[^/]+\.json$/).length > 0;
  const features: PackageFeature[] = [];
  if (json && p.matching(/^sections\/[^/]+\.liquid$/).length > 0) features.push('sections');
  if (p.matching(/^templates\/customers\/[^/]+\.(json|liquid)$/).length > 0) features.push('customerAccounts');
  if (p.matching(/^locales\/[^/]+\.json$/).length > 0) features.push('translationReady');
  if (p.anyText(/\.(css|liquid)$/i, DARK_MODE)) features.push('darkMode');
  if (p.anyText(/\.(css|liquid)$/i, MEDIA_QUERY)) features.push('responsive');
  const version = shortText(/"theme_version"\s*:\s*"([^"]*)"/.exec(schema)?.[1], 40);
  return {
    platform: 'shopify-theme',
    name: shortText(/"theme_name"\s*:\s*"([^"]*)"/.exec(schema)?.[1]),
    version,
    pageCount: p.matching(/^templates\/.+\.(json|liquid)$/).length || null,
    features,
    compatibility: [json ? 'Shopify Online Store 2.0' : 'Shopify (vintage theme: Liquid templates)'],
    warnings: [
      ...(version ? [] : ['config/settings_schema.json gives no theme_version.']),
      ...(json ? [] : ['No JSON templates: a vintage theme, without Online Store 2.0 sections on every page.']),
    ],
  };
}

interface PackageJson {
  name?: unknown;
  version?: unknown;
  engines?: { ghost?: unknown };
  config?: { custom?: unknown };
}

function readPackageJson(text: string): PackageJson {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as PackageJson) : {};
  } catch {
    return {};
  }
}

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function ghostTheme(p: PackageLayout): Reading {
  const manifest = readPackageJson(p.text('package.json'));
  const features: PackageFeature[] = [];
  if (p.anyText(/\.hbs$/i, /@member\b|data-members-form|data-portal|members_enabled/)) features.push('members');
  if (p.anyText(/\.hbs$/i, /\{\{\s*comments\b/)) features.push('comments');
  if (manifest.config?.custom && typeof manifest.config.custom === 'object' && Object.keys(manifest.config.custom).length > 0)
    features.push('customSettings');
  if (p.matching(/^locales\/[^/]+\.json$/).length > 0) features.push('translationReady');
  if (p.anyText(/\.(css|hbs)$/i, DARK_MODE)) features.push('darkMode');
  if (p.anyText(/\.css$/i, MEDIA_QUERY)) features.push('responsive');
  const ghost = versionIn(stringOf(manifest.engines?.ghost));
  const version = shortText(stringOf(manifest.version), 40);
  return {
    platform: 'ghost-theme',
    name: shortText(stringOf(manifest.name)),
    version,
    pageCount: p.matching(/^[^/]+\.hbs$/).filter((root) => root !== 'default.hbs').length || null,
    features,
    compatibility: ghost ? [`Ghost ${ghost}+`] : [],
    warnings: [
      ...(p.has('package.json') ? [] : ['No package.json: Ghost needs one to install the theme.']),
      ...(p.has('package.json') && !version ? ['package.json gives no version.'] : []),
    ],
  };
}

function htmlSite(p: PackageLayout): Reading {
  const pages = p.matching(/\.html?$/i).filter((root) => !/(^|\/)(node_modules|vendor|docs?|documentation)\//i.test(root));
  const serverCode = [...p.roots.keys()].filter((root) => SERVER_CODE.test(root));
  const manifest = readPackageJson(p.text('package.json'));
  const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(p.text('index.html') || p.text('index.htm'))?.[1];
  const features: PackageFeature[] = [];
  if (p.anyText(/\.html?$/i, /<meta[^>]+name=["']?viewport/i) || p.anyText(/\.css$/i, MEDIA_QUERY)) features.push('responsive');
  if (p.anyText(/\.html?$/i, /<form\b/i)) features.push('contactForm');
  if (p.anyText(/\.(css|html?)$/i, DARK_MODE)) features.push('darkMode');
  if (p.matching(/\.s[ac]ss$/i).length > 0) features.push('sassSources');
  const bootstrap = /Bootstrap\s+v(\d+\.\d+)/.exec(
    p
      .matching(/(^|\/)bootstrap[^/]*\.css$/i)
      .map((root) => p.text(root))
      .join('\n'),
  )?.[1];
  return {
    platform: 'html-site',
    name: shortText(title?.replace(/\s+/g, ' ')),
    version: shortText(stringOf(manifest.version), 40),
    pageCount: pages.length || null,
    features,
    compatibility: [
      serverCode.length > 0 ? 'A host that runs its server-side code' : 'Any web host',
      'HTML5 & CSS3',
      ...(bootstrap ? [`Bootstrap ${bootstrap}`] : []),
    ],
    warnings: [
      ...(p.has('index.html') || p.has('index.htm') ? [] : ['No index.html at the top: a buyer does not know which page opens first.']),
      ...(serverCode.length > 0 ? [`It holds server-side code (${serverCode.slice(0, 3).join(', ')}): it needs a host that runs it.`] : []),
    ],
  };
}

function marketingKit(p: PackageLayout): Reading {
  const features: PackageFeature[] = [];
  if (p.matching(/\.svg$/i).length > 0) features.push('svgSources');
  if (p.matching(/\.pdf$/i).length > 0) features.push('printPdf');
  const emails = p.matching(/^emails\/[^/]+\.html?$/i).length;
  if (emails > 0) features.push('htmlEmails');
  return {
    ...nothing(),
    platform: 'marketing-kit',
    pageCount: emails || null,
    features,
    compatibility: [
      ...(emails > 0 ? ['Any HTML email tool'] : []),
      ...(features.includes('printPdf') ? ['Print-ready PDF'] : []),
      ...(features.includes('svgSources') ? ['PNG and editable SVG'] : []),
    ],
  };
}

/** "a WordPress theme", "an HTML site". */
const withArticle = (label: string) => `${/^([AEIO]|HTML)/.test(label) ? 'an' : 'a'} ${label}`;

const BY_FORMAT: Record<RecognisedFormat, (p: PackageLayout) => Reading> = {
  'wordpress-theme': wordpressTheme,
  'wordpress-plugin': wordpressPlugin,
  'shopify-theme': shopifyTheme,
  'ghost-theme': ghostTheme,
};

/** An HTML site has its pages at the top; a marketing kit its emails, print files or image sources in their folders. */
function unrecognised(p: PackageLayout): Reading {
  if (p.matching(/^[^/]+\.html?$/i).length > 0) return htmlSite(p);
  if (p.matching(/^(emails\/[^/]+\.html?|print\/[^/]+\.pdf|source\/[^/]+\.svg)$/i).length > 0) return marketingKit(p);
  return nothing();
}

/**
 * What a package shows of itself (LISTING_API.inspectZip), from its entry names and the first
 * FACT_HEAD_BYTES of the files factFileChooser picked: its platform (the files each platform requires,
 * as the upload's platform check reads them), name, version and compatibility from its own headers or
 * manifest, its page templates, the PACKAGE_FEATURES its files hold, and what the owner should know
 * before uploading it (`listed`: the platform the listing sells, whose check the upload makes).
 */
export function packageFactsOf(names: readonly string[], heads: ReadonlyMap<string, string>, listed: PackagePlatform): ListingPackageFacts {
  const layout = new PackageLayout(names, heads);
  const format = recognisedFormat(layout.files, heads);
  const reading = format ? BY_FORMAT[format](layout) : unrecognised(layout);
  const warnings: string[] = [];
  const refused = formatMismatch(listed, format);
  if (refused) {
    warnings.push(
      `The listing sells ${withArticle(PACKAGE_PLATFORM_LABELS[listed])}, and this is ${FORMAT_LABELS[refused]}: the upload refuses it until the listing's platform is changed and saved.`,
    );
  } else if (reading.platform && reading.platform !== listed) {
    warnings.push(
      `The package looks like ${withArticle(PACKAGE_PLATFORM_LABELS[reading.platform])}; the listing says ${PACKAGE_PLATFORM_LABELS[listed]}.`,
    );
  } else if (!reading.platform) {
    warnings.push('The package does not show which platform it is made for.');
  }
  return {
    platform: reading.platform,
    name: reading.name,
    version: reading.version,
    pageCount: reading.pageCount,
    features: reading.features.map((feature) => PACKAGE_FEATURES[feature]),
    files: layout.files.length,
    compatibility: reading.compatibility,
    warnings: [...warnings, ...reading.warnings],
  };
}
