import { randomUUID } from 'node:crypto';
import { generateTemplateDrafts, platformPackage, simpleSiteFiles, starterSiteFiles, type PackageGuide } from '@tm/catalog-generator';
import { withDocs } from './item-packages.service';
import { StoragePathError } from '../../infrastructure/storage/storage.service';
import { parseUuid } from '../../common/uuid';
import { fileSlug } from './download-ids';
import { LICENCE_TERMS, licenseText, readmeText, type PackageDocumentFacts } from '@tm/catalog-generator';
import { templateZipPath } from './template-zip-path';

const facts = (overrides: Partial<PackageDocumentFacts> = {}): PackageDocumentFacts => ({
  templateName: 'Aurora Studio WordPress Theme',
  slug: 'aurora-studio-wordpress-theme',
  category: 'wordpress',
  subcategory: 'blog-magazine',
  orderNumber: '01A2B3C4',
  purchasedAt: new Date('2025-07-01T10:00:00Z'),
  buyerName: 'Grace Hopper',
  buyerEmail: 'grace@example.com',
  siteUrl: 'https://shop.example.com',
  contents: 'starter-site',
  design: {
    palette: { primary: '#112233', secondary: '#445566', accent: '#778899', background: '#ffffff', text: '#000000' },
    font: 'Inter, sans-serif',
  },
  ...overrides,
});

describe('ids and names', () => {
  it('accepts UUIDs only, in lower case', () => {
    const id = randomUUID();
    expect(parseUuid(id.toUpperCase())).toBe(id);
    for (const bad of ['../etc/passwd', `${id}/..`, `../${id}`, '', [id], 42, undefined]) expect(parseUuid(bad)).toBeNull();
  });

  it('keeps stored ZIPs under template-zips/, named by the template id alone', () => {
    const id = randomUUID();
    expect(templateZipPath(id.toUpperCase())).toBe(`template-zips/${id}.zip`);
    expect(() => templateZipPath('../../etc/passwd')).toThrow(StoragePathError);
  });

  it('makes any snapshot slug safe for a header and a ZIP folder', () => {
    expect(fileSlug('aurora-theme')).toBe('aurora-theme');
    expect(fileSlug('../evil"; filename="x.exe')).toBe('evil-filename-x-exe');
    expect(fileSlug('Ünïcode ✓')).toBe('n-code');
    expect(fileSlug('../..')).toBe('template');
  });
});

describe('LICENSE', () => {
  it('names the buyer, the order number and every term of docs/product/back-office.md §1', () => {
    const license = licenseText(facts());
    expect(license).toContain('Licensed to:   Grace Hopper <grace@example.com>');
    expect(license).toContain('Order number:  #01A2B3C4');
    expect(license).toContain('Aurora Studio WordPress Theme (aurora-studio-wordpress-theme)');
    for (const term of [...LICENCE_TERMS.may, ...LICENCE_TERMS.mayNot]) expect(license).toContain(term);
    expect(license).toMatch(/licence file of their own/);
    expect(license).toContain('https://shop.example.com/contact');
  });

  it('keeps stored text on its line', () => {
    const license = licenseText(facts({ buyerName: 'Eve\nOrder number:  #FAKE0000', buyerEmail: 'eve@example.com\r\n' }));
    expect(license.match(/^Order number:/gm)).toHaveLength(1);
    expect(license).toContain('Licensed to:   Eve Order number:  #FAKE0000 <eve@example.com>');
  });
});

describe('README', () => {
  it('follows the documentation page: quick start, installation for HTML and WordPress, tips, licence, support', () => {
    const readme = readmeText(facts());
    expect(readme).toMatch(/^# Aurora Studio WordPress Theme\n\nWordPress template · Blog magazine · order #01A2B3C4\n/);
    expect(readme).toMatch(
      /## Quick start[\s\S]*## Installation[\s\S]*### HTML templates[\s\S]*### WordPress templates[\s\S]*## Customization tips[\s\S]*## Licence[\s\S]*## Support/,
    );
    expect(readme).toContain('primary #112233');
    expect(readme).toContain('Inter, sans-serif');
    expect(readme).toContain('https://shop.example.com/dashboard');
  });

  it('describes the simple page when there is no design', () => {
    const readme = readmeText(facts({ contents: 'simple-page', design: undefined }));
    expect(readme).toContain('no longer');
    expect(readme).not.toContain('designs.html');
  });
});

describe('starter site', () => {
  const [draft] = generateTemplateDrafts({ seed: 77, start: 0, count: 1, now: new Date() });

  it('turns the live demo into a site that works from disk', () => {
    const files = new Map(starterSiteFiles(draft!).map((f) => [f.name, String(f.content)]));
    const index = files.get('index.html')!;
    expect(index).toContain('<link rel="icon" type="image/svg+xml" href="assets/images/favicon.svg">');
    expect(index).toContain('<a class="lp-banner" href="designs.html">');
    expect(index).not.toContain('href="/');
    expect(index).not.toContain('Live preview');
    expect(files.get('designs.html')).toContain('<img src="assets/images/screenshot-1.svg"');
    expect(files.size).toBe(4 + draft!.screenshots.length);
  });

  it('escapes names, including replacement patterns like $&', () => {
    const files = starterSiteFiles({ ...draft!, name: 'Cash $& <b>Carry</b>' });
    const index = String(files.find((f) => f.name === 'index.html')!.content);
    expect(index).toContain('Starter site of <strong>Cash $&amp; &lt;b&gt;Carry&lt;/b&gt;</strong>');
    expect(index).toContain('<title>Cash $&amp; &lt;b&gt;Carry&lt;/b&gt;</title>');
  });

  it('makes a simple page from a snapshot, with its preview when there is one', () => {
    const files = simpleSiteFiles(
      { name: '<Gone> & Co', category: 'html', subcategory: 'one-page' },
      { extension: 'png', content: Buffer.from([1, 2, 3]) },
    );
    expect(files.map((f) => f.name)).toEqual(['index.html', 'assets/images/preview.png']);
    const index = String(files[0]!.content);
    expect(index).toContain('<h1>&lt;Gone&gt; &amp; Co</h1>');
    expect(index).toContain('HTML template · One page');
    expect(index).toContain('<img src="assets/images/preview.png"');
  });
});

describe('platform packages (decision 040)', () => {
  /** The draft of a slot (SUBCATEGORY_SLOTS order): 0 wordpress/blog-magazine, 10 woocommerce, 11 shopify, 13 magento, 16 html, 22 email-marketing, 24 social-media, 26 flyers, 28 cms, 34 plugins/security. */
  const draftAt = (index: number) =>
    generateTemplateDrafts({ seed: 77, start: index, count: 1, now: new Date('2025-06-01T00:00:00Z') })[0]!;
  const guide = async (index: number): Promise<{ guide: PackageGuide; slug: string }> => {
    const built = await platformPackage(draftAt(index));
    return {
      slug: built.folder,
      guide: {
        platform: built.platform,
        label: built.label,
        compatibility: built.compatibility,
        note: built.note,
        folder: built.folder,
        entries: built.contents,
      },
    };
  };

  it('makes each category the package of its platform', async () => {
    const platforms = await Promise.all([0, 10, 11, 13, 16, 22, 28, 34].map(async (i) => (await platformPackage(draftAt(i))).platform));
    expect(platforms).toEqual([
      'wordpress-block-theme',
      'wordpress-block-theme',
      'shopify-theme',
      'html-site',
      'html-site',
      'marketing-kit',
      'ghost-theme',
      'wordpress-plugin',
    ]);
  });

  it('puts a WordPress theme, its README and its LICENSE in one folder named by its slug, so the ZIP uploads as it is', async () => {
    const built = await platformPackage(draftAt(0));
    const files = withDocs(built, 'readme', 'licence');
    expect(built.folder).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(files.every((f) => f.name.startsWith(`${built.folder}/`))).toBe(true);
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        `${built.folder}/style.css`,
        `${built.folder}/theme.json`,
        `${built.folder}/README.md`,
        `${built.folder}/LICENSE`,
      ]),
    );
  });

  it('keeps README and LICENSE at the root of the other packages', async () => {
    const built = await platformPackage(draftAt(11));
    expect(withDocs(built, 'r', 'l').map((f) => f.name)).toEqual(expect.arrayContaining(['layout/theme.liquid', 'README.md', 'LICENSE']));
  });

  it('says how to install each package on its platform', async () => {
    const cases: Array<[number, RegExp]> = [
      [0, /### WordPress theme[\s\S]*Appearance → Themes → Add New → Upload Theme/],
      [10, /Upload Theme[\s\S]*WooCommerce/],
      [34, /### WordPress plugin[\s\S]*Plugins → Add New → Upload Plugin/],
      [11, /### Shopify theme[\s\S]*Online Store → Themes → Add theme → Upload zip file/],
      [28, /### Ghost theme[\s\S]*Settings → Design → Change theme → Upload theme/],
      [16, /### HTML templates[\s\S]*public_html/],
    ];
    for (const [index, pattern] of cases) {
      const readme = readmeText(facts({ package: (await guide(index)).guide }));
      expect(readme).toMatch(pattern);
      expect(readme).toMatch(
        /## What is in this package[\s\S]*`README.md`[\s\S]*`LICENSE`[\s\S]*## Quick start[\s\S]*## Installation[\s\S]*## Customization tips[\s\S]*## Licence[\s\S]*## Support/,
      );
      expect(readme).toContain('https://shop.example.com/dashboard');
    }
  });

  it('tells a store design to port from a native theme', async () => {
    const readme = readmeText(facts({ package: (await guide(13)).guide }));
    expect(readme).toMatch(/not a theme that installs on Magento/);
    expect(readme).toContain('### Building your store theme from it');
  });

  it('lists what each marketing file is for, and its size', async () => {
    const social = readmeText(facts({ package: (await guide(24)).guide }));
    expect(social).toMatch(/`images\/instagram-post\.png` – feed post[^\n]*1080×1080 px/);
    expect(social).toMatch(/`source\/instagram-post\.svg` – editable source/);
    const flyer = readmeText(facts({ package: (await guide(26)).guide }));
    expect(flyer).toMatch(/`print\/flyer\.pdf` – print-ready flyer: A4[^\n]*3 mm bleed/);
    const email = readmeText(facts({ package: (await guide(22)).guide }));
    expect(email).toMatch(/`emails\/campaign\.html` – campaign email: responsive HTML email, 600 px/);
  });
});
