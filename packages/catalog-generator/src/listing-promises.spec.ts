// A listing promises only what its download holds: over 2,000 templates of the demo catalog and 2,000 of a bulk job.
import { platformFacts, storeTargetOf, type PackagePlatform } from '@tm/contracts/platforms';
import { subjectIdOf } from './content/subject-of';
import { SUBJECT_AUDIENCES } from './content/subject-audiences';
import { generateJobTemplateDraft, generateTemplateDrafts, SUBCATEGORY_SLOTS } from './drafts/template-drafts';
import { packageClaims, type PackageClaim } from './listing/package-claims';
import { platformPackage } from './packages';
import type { TemplateDraft } from './drafts/template-draft';

const COUNT = 2_000;
const NOW = new Date('2025-06-01T00:00:00Z');

/**
 * Which files are a package's pages, written here apart from the generator: the number a listing's
 * first feature starts with must be how many of them the built package holds.
 */
function pageFiles(platform: PackagePlatform, subcategory: string, files: string[]): string[] {
  switch (platform) {
    case 'wordpress-block-theme':
      return files.filter((f) => /^templates\/[^/]+\.html$/.test(f));
    case 'shopify-theme':
      return files.filter((f) => f.startsWith('templates/'));
    case 'ghost-theme':
      return files.filter((f) => /^[^/]+\.hbs$/.test(f) && f !== 'default.hbs');
    case 'wordpress-plugin':
      return files.filter((f) => /^includes\/class-.+-settings\.php$/.test(f));
    case 'marketing-kit':
      return files.filter((f) =>
        (['email-marketing', 'newsletters'].includes(subcategory) ? /^emails\/.+\.html$/ : /^source\/.+\.svg$/).test(f),
      );
    case 'html-site':
      return files.filter((f) => /^[^/]+\.html$/.test(f));
  }
}

/** The package's format, read from its files (not from the platform it says it is). */
function formatOf(files: Map<string, string>): PackagePlatform | 'unknown' {
  const names = [...files.keys()];
  if (files.get('style.css')?.includes('Theme Name:') && files.has('theme.json')) return 'wordpress-block-theme';
  if (names.some((n) => /^[^/]+\.php$/.test(n) && files.get(n)!.includes('Plugin Name:'))) return 'wordpress-plugin';
  if (files.has('layout/theme.liquid') && files.has('config/settings_schema.json')) return 'shopify-theme';
  if (files.has('package.json') && (JSON.parse(files.get('package.json')!) as { engines?: { ghost?: string } }).engines?.ghost)
    return 'ghost-theme';
  if (files.has('index.html') && files.has('designs.html') && !names.some((n) => /\.(php|liquid|hbs)$/.test(n))) return 'html-site';
  if (names.length > 0 && names.every((n) => /^(emails|images|source|print)\//.test(n))) return 'marketing-kit';
  return 'unknown';
}

/** The store and CMS platforms a listing can name, and the tools it must not promise files for. */
const PLATFORM_WORDS = [
  'WordPress',
  'WooCommerce',
  'Shopify',
  'Ghost',
  'OpenCart',
  'Magento',
  'PrestaShop',
  'BigCommerce',
  'Stencil',
  'Joomla',
  'Drupal',
  'Hugo',
  'Statamic',
  'Docusaurus',
  'Elementor',
  'Figma',
  'Canva',
  'Photoshop',
  'InDesign',
  'Bootstrap',
  'Tailwind',
  'Hyvä',
  'LearnDash',
];

/** The platform words a listing of this package may use. */
function allowedWords(draft: TemplateDraft, format: PackagePlatform): string[] {
  const target = storeTargetOf(draft.category, draft.subcategory);
  switch (format) {
    case 'wordpress-block-theme':
      return ['WordPress', ...(draft.category === 'ecommerce' || draft.subcategory === 'ecommerce' ? ['WooCommerce'] : [])];
    case 'wordpress-plugin':
      return ['WordPress', ...(draft.subcategory === 'e-commerce' ? ['WooCommerce'] : [])];
    case 'shopify-theme':
      return ['Shopify'];
    case 'ghost-theme':
      return ['Ghost'];
    case 'html-site':
      return target ? [target] : [];
    default:
      return [];
  }
}

/** What the listing says, every word of it a shopper reads. */
const listingText = (d: TemplateDraft) => [d.name, d.description, ...d.features, ...d.tags].join('\n');

function textFiles(files: ReadonlyArray<{ name: string; content: string | Buffer }>, folder: string): Map<string, string> {
  const prefix = folder ? `${folder}/` : '';
  return new Map(files.map((f) => [f.name.slice(prefix.length), typeof f.content === 'string' ? f.content : f.content.toString('latin1')]));
}

/** Why a claim does not hold in the package, or null when it does. */
function claimFails(claim: PackageClaim, files: Map<string, string>): string | null {
  const matching = [...files.keys()].filter((f) => claim.files.test(f));
  if (matching.length === 0) return `no file matches ${claim.files}`;
  if (claim.count !== undefined && matching.length !== claim.count)
    return `${matching.length} files match ${claim.files}, not ${claim.count}`;
  if (claim.marker && !matching.some((f) => files.get(f)!.includes(claim.marker!)))
    return `no file matching ${claim.files} contains ${claim.marker}`;
  return null;
}

const demo = generateTemplateDrafts({ seed: 7, start: 0, count: COUNT, now: NOW });
const job = Array.from({ length: COUNT }, (_, p) =>
  generateJobTemplateDraft(11, p, {
    slot: SUBCATEGORY_SLOTS[p % SUBCATEGORY_SLOTS.length]!,
    indexInSlot: Math.floor(p / SUBCATEGORY_SLOTS.length),
    slugSuffix: `job-${p}`,
    createdAt: NOW,
  }),
);

/**
 * A template's claims are a function of its category, subcategory, sections and number of designs
 * (listing/package-claims.ts): templates with the same claims get packages of the same structure.
 * Packages that take PNGs or a PDF to make (100 ms to 1 s each: WordPress themes, image and print
 * kits) are built for the first template of each set of claims and in two passes over the slots
 * (0 and 25); the others (HTML sites, emails, Shopify, Ghost, plugins: 1-30 ms) for every template of
 * the demo catalog and every other pass of the job. Every set of claims is built at least once.
 */
const claimsKey = (d: TemplateDraft) => {
  const c = packageClaims(d);
  return JSON.stringify([c.pages, ...c.features].map((f) => [f.text, String(f.files), f.count, f.marker]));
};
const costly = (d: TemplateDraft) => {
  const { platform } = platformFacts(d.category, d.subcategory);
  return (
    platform === 'wordpress-block-theme' || (platform === 'marketing-kit' && !['email-marketing', 'newsletters'].includes(d.subcategory))
  );
};
function shouldBuild(d: TemplateDraft, pass: number, everyPass: boolean, built: Set<string>): boolean {
  if (!built.has(claimsKey(d))) return true;
  return costly(d) ? pass % 25 === 0 : everyPass || pass % 2 === 0;
}

describe.each([
  ['the demo catalog', demo, true],
  ['a bulk-generation job', job, false],
])('listings of %s (2,000 templates)', (_label, drafts, everyPass) => {
  it('promise only what the built package holds: every feature, the page count and the platform', async () => {
    const problems: string[] = [];
    const built = new Set<string>();
    let builtCount = 0;
    for (const [i, draft] of drafts.entries()) {
      const claims = packageClaims(draft);
      const byText = new Map(claims.features.map((c) => [c.text, c]));
      // Every listed feature is one the package builder declares, with the file that holds it.
      const listed = draft.features.slice(1).map((text) => ({ text, claim: byText.get(text) }));
      for (const f of listed) if (!f.claim) problems.push(`${draft.slug}: "${f.text}" is no claim of its package`);
      expect(draft.features[0]).toBe(claims.pages.text);

      if (!shouldBuild(draft, Math.floor(i / SUBCATEGORY_SLOTS.length), everyPass, built)) continue;
      built.add(claimsKey(draft));
      builtCount++;
      const pkg = await platformPackage(draft);
      const files = textFiles(pkg.files, pkg.folder);
      for (const f of listed) {
        const why = f.claim && claimFails(f.claim, files);
        if (why) problems.push(`${draft.slug}: "${f.text}": ${why}`);
      }
      const pages = pageFiles(pkg.platform, draft.subcategory, [...files.keys()]);
      const listedPages = Number(/^(\d+) /.exec(draft.features[0]!)?.[1]);
      if (listedPages !== pages.length) problems.push(`${draft.slug}: lists ${listedPages} pages, its package has ${pages.length}`);

      const format = formatOf(files);
      if (format !== platformFacts(draft.category, draft.subcategory).platform)
        problems.push(`${draft.slug}: the package is ${format}, its listing says ${pkg.platform}`);
      const allowed = allowedWords(draft, pkg.platform);
      for (const word of PLATFORM_WORDS) {
        if (new RegExp(`\\b${word}\\b`, 'i').test(listingText(draft)) && !allowed.includes(word))
          problems.push(`${draft.slug}: names ${word}, its package is ${format}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(builtCount).toBeGreaterThan(COUNT * (everyPass ? 0.6 : 0.3));
    // Every set of claims of the 2,000 was built at least once.
    expect(new Set(drafts.map(claimsKey)).size).toBe(built.size);
    process.stdout.write(`${_label}: ${builtCount} of ${COUNT} packages built, ${built.size} sets of claims\n`);
  }, 120_000);

  it('sell the store platforms without a package of their own as the HTML design they are, at an HTML price', () => {
    const designs = drafts.filter((d) => storeTargetOf(d.category, d.subcategory));
    expect(designs.length).toBeGreaterThan(150);
    for (const d of designs) {
      const target = storeTargetOf(d.category, d.subcategory)!;
      expect(d.name).toMatch(new RegExp(`HTML Design for ${target}$`));
      expect(d.description).toContain(`not a theme that installs on ${target}`);
      expect(listingText(d)).not.toMatch(/stencil|extension|module|compatible/i);
      expect(listingText(d)).not.toMatch(new RegExp(`${target} (theme|template)(?! from)`, 'i'));
      expect(d.priceCents).toBeLessThanOrEqual(4_900);
      expect(platformFacts(d.category, d.subcategory).label).toBe(`HTML design for ${target}`);
    }
  });

  it('describe the subject their demo portrays and its audience (decision 041)', () => {
    for (const d of drafts) {
      const subject = subjectIdOf(d);
      const words = SUBJECT_AUDIENCES[subject];
      expect([d.slug, words && d.description.includes(words[0]) && d.description.includes(words[1])]).toEqual([d.slug, true]);
    }
  });

  it('never give two templates the same brand word', () => {
    const brandWords = drafts.map((d) => d.name.split(/[\s—]+/)[0]!);
    const seen = new Map<string, string>();
    const reused = brandWords.flatMap((word, i) => {
      const other = seen.get(word);
      seen.set(word, drafts[i]!.slug);
      return other ? [`${word}: ${other} and ${drafts[i]!.slug}`] : [];
    });
    expect(reused).toEqual([]);
    expect(new Set(drafts.map((d) => d.name)).size).toBe(COUNT);
  });
});
