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
    ['a lie of over 1 GB unpacked', buildZip([{ name: 'big.bin', data: Buffer.from('x'), declaredSize: 0xfffffff0, deflate: true }]), 'tooLarge'],
    // Entries pointing at another's local header: that header names the other entry.
    ['entries sharing one local header', buildZip([{ name: 'a.bin', data: Buffer.alloc(1000, 1) }, { name: 'b.bin', sameDataAs: 0 }, { name: 'c.bin', sameDataAs: 0 }]), 'headerMismatch'],
    ['a local header naming another path than the directory', buildZip([{ name: 'theme/ok.txt', localName: '../../evil.txt', data: Buffer.from('x') }]), 'headerMismatch'],
    ['an entry that inflates to more than it declares', buildZip([{ name: 'small.bin', data: Buffer.alloc(2 * 1024 * 1024), deflate: true, declaredSize: 1000 }]), 'sizeMismatch'],
    ['a name over 255 bytes', buildZip([{ name: `theme/${'n'.repeat(250)}.txt`, data: Buffer.from('x') }]), 'nameTooLong'],
    ['a bomb inside a normal ZIP', buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }, { name: 'plugins/extra.zip', data: buildZip([{ name: 'zeros.bin', data: Buffer.alloc(40 * 1024 * 1024), deflate: true }]) }]), 'ratio'],
    [
      'a ZIP in a ZIP in a ZIP over 1 MB',
      buildZip([{ name: 'a.zip', data: buildZip([{ name: 'b.zip', data: buildZip([{ name: 'c.bin', data: randomBytes(1100 * 1024) }]) }]) }]),
      'nestedArchive',
    ],
    ['another kind of archive over 1 MB', buildZip([{ name: 'theme/assets.tar.gz', data: randomBytes(1100 * 1024) }]), 'nestedArchive'],
    ['two entries of one name', buildZip([{ name: 'a.txt', data: Buffer.from('1') }, { name: 'a.txt', data: Buffer.from('2') }]), 'duplicate'],
    ['no entries', buildZip([]), 'notAZip'],
  ])('refuses %s', async (_name, bytes, reason) => {
    expect(await verdict(bytes)).toBe(reason);
  });

  it('checks a ZIP inside the ZIP and accepts it when it is sound', async () => {
    expect(await verdict(buildZip([{ name: 'theme/style.css', data: Buffer.from('body{}') }, { name: 'plugins/helper.zip', data: sampleZip('inner') }]))).toBe('accepted');
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
