import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectZip, ZipRejection } from './zip-inspection';
import { buildZip, sampleZip } from './testing/zip-builder';

describe('inspectZip', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-inspection-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function verdict(bytes: Buffer): Promise<string> {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
    await writeFile(path, bytes);
    try {
      await inspectZip(path, bytes.length);
      return 'accepted';
    } catch (error) {
      if (error instanceof ZipRejection) return error.reason;
      throw error;
    }
  }

  it('accepts an ordinary archive and reads its facts', async () => {
    expect(await verdict(sampleZip())).toBe('accepted');
  });

  it.each([
    ['not a ZIP at all', Buffer.from('<html>not a zip</html>'), 'notAZip'],
    ['a ZIP signature and then garbage', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'unreadable'],
    ['zip-slip', buildZip([{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]), 'parentSegment'],
    ['a .. segment inside the path', buildZip([{ name: 'theme/../../x', data: Buffer.from('x') }]), 'parentSegment'],
    ['an absolute path', buildZip([{ name: '/etc/passwd', data: Buffer.from('x') }]), 'absolutePath'],
    ['a drive letter', buildZip([{ name: 'C:/Windows/x.dll', data: Buffer.from('x') }]), 'absolutePath'],
    ['a backslash', buildZip([{ name: 'theme\\..\\..\\x', data: Buffer.from('x') }]), 'backslash'],
    ['a symlink', buildZip([{ name: 'theme/link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 }]), 'symlink'],
    ['an encrypted entry', buildZip([{ name: 'secret.txt', data: Buffer.from('x'), flags: 1, deflate: true }]), 'encrypted'],
    ['a bomb by ratio', buildZip([{ name: 'zeros.bin', data: Buffer.alloc(5 * 1024 * 1024), deflate: true }]), 'ratio'],
    [
      'a lie of over 1 GB unpacked',
      buildZip([{ name: 'big.bin', data: Buffer.from('x'), declaredSize: 0xfffffff0, deflate: true }]),
      'tooLarge',
    ],
    // Entries pointing at another's local header: that header names the other entry.
    [
      'entries sharing one local header',
      buildZip([
        { name: 'a.bin', data: Buffer.alloc(1000, 1) },
        { name: 'b.bin', sameDataAs: 0 },
        { name: 'c.bin', sameDataAs: 0 },
      ]),
      'headerMismatch',
    ],
    [
      'a local header naming another path than the directory',
      buildZip([{ name: 'theme/ok.txt', localName: '../../evil.txt', data: Buffer.from('x') }]),
      'headerMismatch',
    ],
    [
      'an entry that inflates to more than it declares',
      buildZip([{ name: 'small.bin', data: Buffer.alloc(2 * 1024 * 1024), deflate: true, declaredSize: 1000 }]),
      'sizeMismatch',
    ],
    ['a name over 255 bytes', buildZip([{ name: `theme/${'n'.repeat(250)}.txt`, data: Buffer.from('x') }]), 'nameTooLong'],
    [
      'a bomb inside a normal ZIP',
      buildZip([
        { name: 'readme.txt', data: Buffer.from('hello') },
        { name: 'plugins/extra.zip', data: buildZip([{ name: 'zeros.bin', data: Buffer.alloc(40 * 1024 * 1024), deflate: true }]) },
      ]),
      'ratio',
    ],
    [
      'a ZIP in a ZIP in a ZIP over 1 MB',
      buildZip([
        { name: 'a.zip', data: buildZip([{ name: 'b.zip', data: buildZip([{ name: 'c.bin', data: randomBytes(1100 * 1024) }]) }]) },
      ]),
      'nestedArchive',
    ],
    ['another kind of archive over 1 MB', buildZip([{ name: 'theme/assets.tar.gz', data: randomBytes(1100 * 1024) }]), 'nestedArchive'],
    [
      'two entries of one name',
      buildZip([
        { name: 'a.txt', data: Buffer.from('1') },
        { name: 'a.txt', data: Buffer.from('2') },
      ]),
      'duplicate',
    ],
    ['no entries', buildZip([]), 'notAZip'],
  ])('refuses %s', async (_name, bytes, reason) => {
    expect(await verdict(bytes)).toBe(reason);
  });

  describe('names one case-insensitive or normalising file system would store as one file', () => {
    const file = (name: string, text = name) => ({ name, data: Buffer.from(text) });
    // "café" precomposed (U+00E9) and decomposed ("e" + U+0301): equal on screen, different bytes.
    const composed = 'theme/caf\u00e9.css';
    const decomposed = 'theme/cafe\u0301.css';

    async function refusal(bytes: Buffer): Promise<ZipRejection> {
      const path = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
      await writeFile(path, bytes);
      const error: unknown = await inspectZip(path, bytes.length).then(
        () => undefined,
        (rejected: unknown) => rejected,
      );
      if (!(error instanceof ZipRejection)) throw new Error(`expected a ZipRejection, got ${String(error)}`);
      return error;
    }

    it.each([
      ['differ only by case', 'Theme/Style.css', 'theme/style.css'],
      ['differ only by case in a folder', 'Theme/style.css', 'theme/style.css'],
      ['are written in NFC and NFD', composed, decomposed],
      ['differ by case and normalisation at once', 'theme/CAF\u00c9.css', decomposed],
    ])('refuses two files whose names %s, naming both', async (_how, first, second) => {
      const rejection = await refusal(buildZip([file('theme/index.html'), file(first), file(second)]));
      expect(rejection.reason).toBe('nameCollision');
      expect(rejection.message).toBe(`The ZIP has two entries whose names differ only by case or accents: ${first} and ${second}`);
    });

    it('still calls two identical names a duplicate', async () => {
      expect(await verdict(buildZip([file('Theme/a.css'), file('Theme/a.css')]))).toBe('duplicate');
    });

    it('accepts names that differ by more than case or accents, and accented names on their own', async () => {
      const bytes = buildZip([
        file('theme/style.css'),
        file('theme/style2.css'),
        file('theme/styles.css'),
        file(composed),
        file('theme/cafe.css'),
        file('theme/CHANGELOG.md'),
      ]);
      expect(await verdict(bytes)).toBe('accepted');
    });

    it('accepts two folder entries that fold alike, whose files do not clash: the folders merge and nothing is lost', async () => {
      const bytes = buildZip([{ name: 'Images/' }, { name: 'images/' }, file('Images/logo.png'), file('images/hero.png')]);
      expect(await verdict(bytes)).toBe('accepted');
    });

    it('compares each ZIP inside on its own: its names only clash with its own', async () => {
      const bytes = buildZip([file('theme/Style.css'), { name: 'plugins/helper.zip', data: buildZip([file('theme/style.css')]) }]);
      expect(await verdict(bytes)).toBe('accepted');
      const clashing = buildZip([
        file('readme.txt'),
        { name: 'plugins/helper.zip', data: buildZip([file('README.md'), file('readme.md')]) },
      ]);
      expect((await refusal(clashing)).message).toBe(
        'The ZIP has two entries whose names differ only by case or accents: README.md and readme.md',
      );
    });
  });

  it('checks a ZIP inside the ZIP and accepts it when it is sound', async () => {
    expect(
      await verdict(
        buildZip([
          { name: 'theme/style.css', data: Buffer.from('body{}') },
          { name: 'plugins/helper.zip', data: sampleZip('inner') },
        ]),
      ),
    ).toBe('accepted');
    const path = join(dir, 'nested-ok.zip');
    const bytes = buildZip([{ name: 'plugins/helper.zip', data: sampleZip('inner') }]);
    await writeFile(path, bytes);
    const innerFiles = '<!doctype html><title>inner</title>'.length + 'body { margin: 0 }'.length;
    // Both levels' bytes are counted, and the inner ZIP kept aside to be read is gone afterwards.
    expect(await inspectZip(path, bytes.length)).toEqual({ entries: 1, uncompressedBytes: sampleZip('inner').length + innerFiles });
    expect((await readdir(dir)).filter((name) => name.includes('.nested'))).toEqual([]);
  });

  it('refuses more than 10,000 entries before reading them', async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}.txt` }));
    expect(await verdict(buildZip(entries))).toBe('tooManyEntries');
  });
});
