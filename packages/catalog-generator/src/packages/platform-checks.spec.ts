// Validates the packages of 200 sampled templates with each platform's own checker (decision 040).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { generateTemplateDrafts, SUBCATEGORY_SLOTS } from '..';
import type { TemplateDraft } from '../drafts/template-draft';
import { platformPackage, type PlatformKind, type PlatformPackage } from '.';
import { blockMarkupProblems, readmeProblems } from './testing/wp-checks';
import { kitProblems, pluginProblems, themeProblems, validateThemeJson } from './testing/package-checks';
import { pngSize } from './testing/file-checks';
import { isShopTheme } from './wordpress-theme/theme';

const run = promisify(execFile);
const SAMPLE = 200;
/** Indexes 0, 997, 1994...: 997 and the 44 slots share no factor, so every subcategory comes 4 or 5 times, with varied niches. */
const STRIDE = 997;
const RUNNERS = join(__dirname, 'testing');

interface Sampled {
  draft: TemplateDraft;
  pkg: PlatformPackage;
  /** The folder of the package's own files on disk (the theme or plugin folder). */
  dir: string;
  problems: string[];
}

function phpAvailable(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs `worker` over `items`, two at a time (the machine has two CPUs). */
async function pool<T>(items: readonly T[], worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await worker(items[next++]!);
  };
  await Promise.all([lane(), lane()]);
}

describe('platform packages, checked by each platform’s own tools', () => {
  const root = mkdtempSync(join(tmpdir(), 'platform-checks-'));
  const sampled: Sampled[] = [];
  const notes: string[] = [];

  beforeAll(async () => {
    const drafts = Array.from(
      { length: SAMPLE },
      (_, i) => generateTemplateDrafts({ seed: 7, start: i * STRIDE, count: 1, now: new Date('2025-06-01T00:00:00Z') })[0]!,
    );
    for (const [i, draft] of drafts.entries()) {
      const pkg = await platformPackage(draft, { siteUrl: 'https://shop.example.com', supportEmail: 'support@shop.example.com' });
      const base = join(root, pkg.platform, String(i));
      for (const file of pkg.files) {
        mkdirSync(dirname(join(base, file.name)), { recursive: true });
        writeFileSync(join(base, file.name), file.content);
      }
      sampled.push({ draft, pkg, dir: join(base, pkg.folder), problems: [] });
    }

    // In-process checks: headers, readme.txt, block markup, theme.json schema, PNG, PDF, emails.
    for (const s of sampled) {
      const own = new Map(s.pkg.files.map((f) => [s.pkg.folder ? f.name.slice(s.pkg.folder.length + 1) : f.name, f.content]));
      if (s.pkg.platform === 'wordpress-block-theme') s.problems.push(...themeProblems(own, s.pkg.folder, isShopTheme(s.draft)));
      if (s.pkg.platform === 'wordpress-plugin') s.problems.push(...pluginProblems(own, s.pkg.folder));
      if (s.pkg.platform === 'marketing-kit') s.problems.push(...(await kitProblems(s.pkg, s.draft.subcategory)));
      if (s.pkg.platform === 'html-site' && !String(own.get('index.html') ?? '').startsWith('<!doctype html>'))
        s.problems.push('index.html is not a page');
    }

    // PHP: php -l on every PHP file, when php is installed.
    if (phpAvailable()) {
      const phpFiles = sampled.flatMap((s) =>
        s.pkg.files.filter((f) => f.name.endsWith('.php')).map((f) => ({ s, path: join(dirname(s.dir), f.name) })),
      );
      await pool(phpFiles, async ({ s, path }) => {
        try {
          await run('php', ['-l', path]);
        } catch (error) {
          s.problems.push(
            `php -l: ${
              String((error as { stdout?: string }).stdout ?? error)
                .trim()
                .split('\n')[0]
            }`,
          );
        }
      });
      notes.push(`php -l: ${phpFiles.length} PHP files linted`);
    } else {
      notes.push('php -l: SKIPPED, php is not installed on this machine (apt-get install php-cli adds it); PHP syntax was not checked');
    }

    // Ghost: gscan on every theme folder, for Ghost 5 and Ghost 6, in one process.
    const ghosts = sampled.filter((s) => s.pkg.platform === 'ghost-theme');
    const ghostList = join(root, 'ghost-themes.json');
    writeFileSync(ghostList, JSON.stringify(ghosts.map((s) => s.dir)));
    const gscan = JSON.parse(
      (await run(process.execPath, [join(RUNNERS, 'gscan-runner.cjs'), ghostList], { maxBuffer: 64 * 1024 * 1024 })).stdout,
    ) as Array<{ folder: string; checkVersion: string; errors: Array<{ rule: string; files: string[] }>; warnings: string[] }>;
    for (const r of gscan)
      for (const e of r.errors)
        ghosts.find((s) => s.dir === r.folder)!.problems.push(`gscan ${r.checkVersion}: ${e.rule} (${e.files.join(', ')})`);
    notes.push(
      `gscan: ${ghosts.length} Ghost themes checked for Ghost 5 and 6, ${gscan.reduce((n, r) => n + r.errors.length, 0)} errors, ${gscan.reduce((n, r) => n + r.warnings.length, 0)} warnings`,
    );

    // Shopify: Theme Check (recommended checks) on every theme folder, in one process.
    const shops = sampled.filter((s) => s.pkg.platform === 'shopify-theme');
    const shopList = join(root, 'shopify-themes.json');
    writeFileSync(shopList, JSON.stringify(shops.map((s) => s.dir)));
    const check = JSON.parse(
      (await run(process.execPath, [join(RUNNERS, 'theme-check-runner.cjs'), shopList], { maxBuffer: 64 * 1024 * 1024 })).stdout,
    ) as Array<{ folder: string; files: number; offenses: Array<{ severity: string; check: string; file: string; message: string }> }>;
    for (const r of check) {
      const s = shops.find((x) => x.dir === r.folder)!;
      if (r.files < 40) s.problems.push(`theme-check read ${r.files} files only`);
      for (const o of r.offenses) if (o.severity === 'error') s.problems.push(`theme-check ${o.check} in ${o.file}: ${o.message}`);
    }
    const offenses = check.flatMap((r) => r.offenses);
    notes.push(
      `theme-check: ${shops.length} Shopify themes, ${offenses.filter((o) => o.severity === 'error').length} errors, ${offenses.filter((o) => o.severity !== 'error').length} warnings or infos`,
    );
  }, 240_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('samples every category and subcategory', () => {
    const seen = new Set(sampled.map((s) => `${s.draft.category}/${s.draft.subcategory}`));
    expect([...seen].sort()).toEqual(SUBCATEGORY_SLOTS.map((slot) => `${slot.category}/${slot.subcategory}`).sort());
    expect(sampled).toHaveLength(SAMPLE);
  });

  it('passes every check on every package', () => {
    const byPlatform = new Map<PlatformKind, { pass: number; total: number }>();
    for (const s of sampled) {
      const count = byPlatform.get(s.pkg.platform) ?? { pass: 0, total: 0 };
      count.total += 1;
      if (s.problems.length === 0) count.pass += 1;
      byPlatform.set(s.pkg.platform, count);
    }
    const passed = sampled.filter((s) => s.problems.length === 0).length;
    const platforms = [...byPlatform].map(([platform, c]) => `${platform} ${c.pass}/${c.total}`).join(', ');
    console.log(`platform checks: ${passed}/${sampled.length} packages pass (${platforms})\n${notes.join('\n')}`);
    const failures = sampled
      .filter((s) => s.problems.length > 0)
      .map((s) => ({ slug: s.draft.slug, platform: s.pkg.platform, problems: s.problems.slice(0, 8) }));
    expect(failures).toEqual([]);
  });

  it('makes the same bytes for the same template', async () => {
    const one = new Map<PlatformKind, Sampled>();
    for (const s of sampled) if (!one.has(s.pkg.platform) || s.draft.subcategory === 'brochures') one.set(s.pkg.platform, s);
    for (const s of one.values()) {
      const again = await platformPackage(s.draft, { siteUrl: 'https://shop.example.com', supportEmail: 'support@shop.example.com' });
      expect(again.files.map((f) => f.name)).toEqual(s.pkg.files.map((f) => f.name));
      again.files.forEach((f, i) => expect(Buffer.from(f.content).equals(Buffer.from(s.pkg.files[i]!.content))).toBe(true));
    }
  });

  it('uses checkers that do catch broken files', () => {
    expect(validateThemeJson({ version: 2 })).toBe(false);
    expect(validateThemeJson({ version: 3, settings: { color: { palette: [{ slug: 'x' }] } } })).toBe(false);
    expect(blockMarkupProblems('<!-- wp:group --><div><!-- wp:paragraph --><p>x</p></div><!-- /wp:group -->')).not.toEqual([]);
    expect(blockMarkupProblems('<!-- wp:group --><div><!-- wp:spacer /--></div><!-- /wp:group -->')).toEqual([]);
    expect(readmeProblems('=== X ===\nContributors: me\n\nShort.\n\n== Description ==\n\nText.\n', 'plugin')).toContain(
      'readme.txt has no "Stable tag"',
    );
    expect(pngSize(Buffer.from('not a png at all, not at all'))).toBeNull();
  });
});
