import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMismatch, isHeaderFile, recognisedFormat } from './package-format';
import { buildZip, sampleZip } from './testing/zip-builder';
import { zipEntryHeads, zipEntryNamesOfFile } from './zip-inspection';

const text = (s: string) => Buffer.from(s);
const WP_THEME = [
  { name: 'harbor/style.css', data: text('/*\nTheme Name: Harbor\nVersion: 1.0\n*/\nbody{}') },
  { name: 'harbor/index.php', data: text('<?php get_header();') },
  { name: 'harbor/functions.php', data: text('<?php') },
];
const WP_PLUGIN = [
  { name: 'helper/helper.php', data: text('<?php\n/**\n * Plugin Name: Helper\n */'), deflate: true },
  { name: 'helper/readme.txt', data: text('hi') },
];
const SHOPIFY = [
  { name: 'layout/theme.liquid', data: text('{{ content_for_layout }}') },
  { name: 'config/settings_schema.json', data: text('[]') },
];
const GHOST = [
  { name: 'casper/index.hbs', data: text('{{!< default}}') },
  { name: 'casper/post.hbs', data: text('') },
  { name: 'casper/package.json', data: text('{}') },
];
const BLOCK_THEME = [
  { name: 'theme.json', data: text('{}') },
  { name: 'templates/index.html', data: text('<!-- wp:post-content /-->') },
  { name: 'style.css', data: text('body{}') },
];

describe('the platform an uploaded ZIP is made for', () => {
  let dir: string;
  let made = 0;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'package-format-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function formatOf(bytes: Buffer) {
    const path = join(dir, `${(made += 1)}.zip`);
    writeFileSync(path, bytes);
    return recognisedFormat(await zipEntryNamesOfFile(path), await zipEntryHeads(path, isHeaderFile));
  }

  it('recognises each platform by the files it requires, in one top folder or at the root', async () => {
    expect(await formatOf(buildZip(WP_THEME))).toBe('wordpress-theme');
    expect(await formatOf(buildZip(BLOCK_THEME))).toBe('wordpress-theme');
    expect(await formatOf(buildZip(WP_PLUGIN))).toBe('wordpress-plugin');
    expect(await formatOf(buildZip(SHOPIFY))).toBe('shopify-theme');
    expect(await formatOf(buildZip(GHOST))).toBe('ghost-theme');
  });

  it('tells nothing from an HTML site, a plain stylesheet, or a PHP file without a plugin header', async () => {
    expect(await formatOf(sampleZip())).toBeNull();
    expect(
      await formatOf(
        buildZip([
          { name: 'site/index.html', data: text('<p>') },
          { name: 'site/contact.php', data: text('<?php mail();') },
          { name: 'site/style.css', data: text('body{}') },
        ]),
      ),
    ).toBeNull();
    // A file named like a header file deeper down, or in a ZIP of several folders, is not the package's.
    expect(
      await formatOf(
        buildZip([
          { name: 'a/index.html', data: text('x') },
          { name: 'b/vendor/style.css', data: text('Theme Name: X') },
        ]),
      ),
    ).toBeNull();
  });

  it('refuses only a recognised ZIP of another platform than the listing; an unrecognised one is let through', () => {
    expect(formatMismatch('html-site', 'wordpress-theme')).toBe('wordpress-theme');
    expect(formatMismatch('marketing-kit', 'shopify-theme')).toBe('shopify-theme');
    expect(formatMismatch('wordpress-block-theme', 'wordpress-plugin')).toBe('wordpress-plugin');
    expect(formatMismatch('ghost-theme', 'wordpress-theme')).toBe('wordpress-theme');
    expect(formatMismatch('wordpress-block-theme', 'wordpress-theme')).toBeNull();
    expect(formatMismatch('wordpress-plugin', 'wordpress-plugin')).toBeNull();
    expect(formatMismatch('shopify-theme', 'shopify-theme')).toBeNull();
    expect(formatMismatch('html-site', null)).toBeNull();
    expect(formatMismatch('wordpress-block-theme', null)).toBeNull();
  });

  it('reads at most the first bytes of a header file', async () => {
    const path = join(dir, 'big.zip');
    writeFileSync(path, buildZip([{ name: 'style.css', data: Buffer.alloc(200_000, 0x61), deflate: true }]));
    const heads = await zipEntryHeads(path, isHeaderFile, 1000);
    expect(heads.get('style.css')).toHaveLength(1000);
  });
});
