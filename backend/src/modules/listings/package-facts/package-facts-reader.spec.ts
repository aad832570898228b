import { PACKAGE_FEATURES, unbackedClaims } from '@tm/contracts/listings';
import { factFileChooser, headerFields, packageFactsOf } from './package-facts-reader';

/** A package as packageFactsOf reads it: its entry names, and the start of the files the chooser picks. */
function read(files: Record<string, string>, listed: Parameters<typeof packageFactsOf>[2]) {
  const names = Object.keys(files);
  const wanted = factFileChooser();
  const heads = new Map(names.filter((name) => wanted(name)).map((name) => [name, files[name]!]));
  return packageFactsOf(names, heads, listed);
}

const STYLE = `/*
Theme Name: Harbor
Version: 2.1.0
Requires at least: 6.5
Requires PHP: 8.0
Text Domain: harbor
WC requires at least: 8.2
*/`;

describe('what a package shows of itself', () => {
  it('reads a WordPress block theme: its header, templates, parts, patterns and WooCommerce support', () => {
    const facts = read(
      {
        'harbor/': '',
        'harbor/style.css': STYLE,
        'harbor/theme.json': '{"version":3,"settings":{"color":{}},"styles":{}}',
        'harbor/functions.php': "<?php add_theme_support( 'woocommerce' );",
        'harbor/templates/index.html': '<!-- wp:post-content /-->',
        'harbor/templates/single.html': '<!-- wp:post-content /-->',
        'harbor/templates/single-product.html': '<!-- wp:woocommerce/product /-->',
        'harbor/parts/header.html': '<!-- wp:navigation /-->',
        'harbor/patterns/hero.php': '<?php /* Title: Hero */',
        'harbor/languages/harbor.pot': '',
        'harbor/assets/site.css':
          '@media (max-width: 600px) { body { margin: 0 } } @media (prefers-color-scheme: dark) { body { color: #fff } }',
        '__MACOSX/harbor/._style.css': 'junk',
      },
      'wordpress-block-theme',
    );
    expect(facts).toEqual({
      platform: 'wordpress-block-theme',
      name: 'Harbor',
      version: '2.1.0',
      pageCount: 3,
      features: [
        PACKAGE_FEATURES.blockTheme,
        PACKAGE_FEATURES.globalStyles,
        PACKAGE_FEATURES.templateParts,
        PACKAGE_FEATURES.blockPatterns,
        PACKAGE_FEATURES.woocommerce,
        PACKAGE_FEATURES.translationReady,
        PACKAGE_FEATURES.darkMode,
        PACKAGE_FEATURES.responsive,
      ],
      files: 10,
      compatibility: ['WordPress 6.5+', 'PHP 8.0+', 'WooCommerce 8.2+'],
      warnings: [],
    });
  });

  it('says a classic theme is not a block theme, and that a child theme needs its parent', () => {
    const facts = read(
      {
        'style.css': '/*\nTheme Name: Old\nTemplate: twentytwelve\n*/',
        'index.php': '<?php',
        'single.php': '<?php',
        'footer.php': '<?php',
      },
      'wordpress-block-theme',
    );
    expect(facts).toMatchObject({ platform: 'wordpress-block-theme', name: 'Old', version: null, pageCount: 2 });
    expect(facts.features).toEqual([PACKAGE_FEATURES.childTheme]);
    expect(facts.warnings).toEqual([
      'style.css gives no Version.',
      'A classic theme (no theme.json with templates/): not a block theme for the Site Editor.',
      'A child theme of "twentytwelve": buyers need that theme installed too.',
    ]);
  });

  it('reads a Ghost theme from its package.json and templates', () => {
    const facts = read(
      {
        'package.json': JSON.stringify({
          name: 'casper-too',
          version: '1.4.0',
          engines: { ghost: '>=5.0.0' },
          config: { custom: { hero: {} } },
        }),
        'default.hbs': '{{ghost_head}}',
        'index.hbs': '{{#foreach posts}}{{/foreach}}{{pagination}}',
        'post.hbs': '{{#post}}{{content}}{{/post}}{{comments}}',
        'page.hbs': '{{#if @member}}Hi{{/if}}',
        'locales/en.json': '{}',
      },
      'ghost-theme',
    );
    expect(facts).toEqual({
      platform: 'ghost-theme',
      name: 'casper-too',
      version: '1.4.0',
      pageCount: 3,
      features: [PACKAGE_FEATURES.members, PACKAGE_FEATURES.comments, PACKAGE_FEATURES.customSettings, PACKAGE_FEATURES.translationReady],
      files: 6,
      compatibility: ['Ghost 5.0+'],
      warnings: [],
    });
  });

  it('reads a Shopify theme and a WordPress plugin', () => {
    const shopify = read(
      {
        'layout/theme.liquid': '<html>',
        'config/settings_schema.json': '[{"name":"theme_info","theme_name":"Dawnish","theme_version":"15.0.1"}]',
        'templates/index.json': '{"sections":{}}',
        'templates/product.json': '{}',
        'templates/customers/login.liquid': '',
        'sections/hero.liquid': '{% schema %}{}{% endschema %}',
        'locales/en.default.json': '{}',
      },
      'shopify-theme',
    );
    expect(shopify).toMatchObject({ platform: 'shopify-theme', name: 'Dawnish', version: '15.0.1', pageCount: 3, warnings: [] });
    expect(shopify.compatibility).toEqual(['Shopify Online Store 2.0']);
    expect(shopify.features).toEqual([PACKAGE_FEATURES.sections, PACKAGE_FEATURES.customerAccounts, PACKAGE_FEATURES.translationReady]);

    const plugin = read(
      {
        'quiet-forms/quiet-forms.php':
          "<?php\n/**\n * Plugin Name: Quiet Forms\n * Version: 0.9\n * Requires at least: 6.4\n */\nadd_shortcode( 'quiet', 'x' );",
        'quiet-forms/includes/settings.php': "<?php add_options_page( 'Quiet', 'Quiet', 'manage_options', 'quiet', 'cb' );",
      },
      'wordpress-plugin',
    );
    expect(plugin).toMatchObject({ platform: 'wordpress-plugin', name: 'Quiet Forms', version: '0.9', pageCount: 1 });
    expect(plugin.features).toEqual([PACKAGE_FEATURES.settingsPage, PACKAGE_FEATURES.shortcode]);
    expect(plugin.compatibility).toEqual(['WordPress 6.4+']);
  });

  it('reads an HTML site: its pages, title, form and responsive layout; server-side code is a warning', () => {
    const facts = read(
      {
        'site/index.html': '<!doctype html><meta name="viewport" content="width=device-width"><title>Fjord  Studio</title>',
        'site/contact.html': '<form action="send.php"></form>',
        'site/send.php': '<?php mail();',
        'site/css/bootstrap.min.css': '/*! Bootstrap  v5.3.2 */',
        'site/scss/main.scss': '',
      },
      'html-site',
    );
    expect(facts).toEqual({
      platform: 'html-site',
      name: 'Fjord Studio',
      version: null,
      pageCount: 2,
      features: [PACKAGE_FEATURES.responsive, PACKAGE_FEATURES.contactForm, PACKAGE_FEATURES.sassSources],
      files: 5,
      compatibility: ['A host that runs its server-side code', 'HTML5 & CSS3', 'Bootstrap 5.3'],
      warnings: ['It holds server-side code (send.php): it needs a host that runs it.'],
    });
  });

  it('warns when the package is made for another platform than the listing, and when it cannot tell', () => {
    const shopify = read({ 'layout/theme.liquid': '', 'templates/index.json': '{}' }, 'wordpress-block-theme');
    expect(shopify.warnings[0]).toBe(
      "The listing sells a WordPress block theme, and this is a Shopify theme: the upload refuses it until the listing's platform is changed and saved.",
    );
    expect(read({ 'index.html': '<title>x</title>' }, 'ghost-theme').warnings[0]).toBe(
      'The package looks like an HTML site; the listing says Ghost theme.',
    );
    expect(read({ 'notes.txt': 'hello' }, 'html-site')).toMatchObject({
      platform: null,
      features: [],
      files: 1,
      warnings: ['The package does not show which platform it is made for.'],
    });
  });

  it('reads header fields as WordPress writes them', () => {
    expect(Object.fromEntries(headerFields(STYLE))).toMatchObject({ 'Theme Name': 'Harbor', Version: '2.1.0', 'Requires PHP': '8.0' });
  });
});

describe('the claims a listing makes that a package does not show', () => {
  it("flags each tag naming a feature the package lacks, as the owner's tags are stored", () => {
    const shown = [PACKAGE_FEATURES.responsive, PACKAGE_FEATURES.blockTheme];
    expect(unbackedClaims(['WooCommerce', 'photography', 'Dark mode', 'responsive', 'woocommerce-ready', 'FSE'], shown)).toEqual([
      PACKAGE_FEATURES.woocommerce,
      PACKAGE_FEATURES.darkMode,
    ]);
    expect(unbackedClaims(['photography', 'minimal'], [])).toEqual([]);
  });
});
