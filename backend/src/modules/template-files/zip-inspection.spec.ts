import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
    ['overlapping entries', buildZip([{ name: 'a.bin', data: Buffer.alloc(1000, 1) }, { name: 'b.bin', sameDataAs: 0 }, { name: 'c.bin', sameDataAs: 0 }]), 'overlap'],
    ['two entries of one name', buildZip([{ name: 'a.txt', data: Buffer.from('1') }, { name: 'a.txt', data: Buffer.from('2') }]), 'duplicate'],
    ['no entries', buildZip([]), 'notAZip'],
  ])('refuses %s', async (_name, bytes, reason) => {
    expect(await verdict(bytes)).toBe(reason);
  });

  it('refuses more than 10,000 entries before reading them', async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}.txt` }));
    expect(await verdict(buildZip(entries))).toBe('tooManyEntries');
  });
});
