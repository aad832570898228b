import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeStoragePath, StoragePathError, StorageService } from './storage.service';

describe('normalizeStoragePath', () => {
  it.each([
    ['generated-images/a/preview.svg', 'generated-images/a/preview.svg'],
    ['generated-images//a/./preview.svg', 'generated-images/a/preview.svg'],
    ['a/b/', 'a/b'],
    ['..hidden/file..svg', '..hidden/file..svg'],
  ])('keeps %p inside its area as %p', (input, expected) => {
    expect(normalizeStoragePath(input)).toBe(expected);
  });

  it.each([
    ['a parent segment', '../secret.txt'],
    ['a parent segment in the middle', 'generated-images/../../private/x.zip'],
    ['a lone parent', '..'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows drive', 'C:/Windows/win.ini'],
    ['a backslash', 'generated-images\\..\\x'],
    ['a NUL byte', 'a.svg\u0000.png'],
    ['a control character', 'a\nb.svg'],
    ['nothing', ''],
    ['only dots and slashes', './/.'],
    ['a very long path', `${'a/'.repeat(600)}x`],
  ])('refuses %s', (_what, input) => {
    expect(() => normalizeStoragePath(input)).toThrow(StoragePathError);
  });
});

describe('StorageService', () => {
  let dataDir: string;
  let storage: StorageService;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tm-storage-'));
    storage = new StorageService({ dataDir });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes, reads and finds public files under DATA_DIR/files/public', async () => {
    expect(await storage.existsPublic('generated-images/x/preview.svg')).toBe(false);
    expect(await storage.writePublic('generated-images/x/preview.svg', '<svg/>')).toBe(true);
    expect(await storage.existsPublic('generated-images/x/preview.svg')).toBe(true);
    expect((await storage.readPublic('generated-images/x/preview.svg')).toString()).toBe('<svg/>');
    expect(storage.resolve('public', 'generated-images/x/preview.svg')).toBe(join(dataDir, 'files', 'public', 'generated-images', 'x', 'preview.svg'));
    expect(readdirSync(join(dataDir, 'files', 'public', 'generated-images', 'x'))).toEqual(['preview.svg']); // no temporary left
  });

  it('leaves an existing file alone when asked not to overwrite', async () => {
    await storage.writePublic('a.svg', 'first');
    expect(await storage.writePublic('a.svg', 'second', { overwrite: false })).toBe(false);
    expect((await storage.readPublic('a.svg')).toString()).toBe('first');
    expect(await storage.writePublic('a.svg', 'third')).toBe(true);
    expect((await storage.readPublic('a.svg')).toString()).toBe('third');
  });

  it('keeps private files apart, readable by the owner only', async () => {
    await storage.writePrivate('zips/t.zip', Buffer.from([0x50, 0x4b]));
    expect(await storage.existsPrivate('zips/t.zip')).toBe(true);
    expect(await storage.existsPublic('zips/t.zip')).toBe(false);
    expect(statSync(storage.resolve('private', 'zips/t.zip')).mode & 0o777).toBe(0o600);
    expect(await storage.readPrivate('zips/t.zip')).toEqual(Buffer.from([0x50, 0x4b]));
  });

  it('never reaches outside an area, whatever the path', async () => {
    writeFileSync(join(dataDir, 'outside.txt'), 'secret');
    await expect(storage.readPublic('../../outside.txt')).rejects.toThrow(StoragePathError);
    await expect(storage.existsPublic('../private/x')).rejects.toThrow(StoragePathError);
    await expect(storage.writePublic('/tmp/evil.svg', 'x')).rejects.toThrow(StoragePathError);
    expect(() => storage.resolve('public', '../private/zips/t.zip')).toThrow(StoragePathError);
  });

  it('says a directory is not a file', async () => {
    await storage.writePublic('dir/a.svg', 'x');
    expect(await storage.existsPublic('dir')).toBe(false);
    expect(await storage.statPublic('dir/a.svg/more')).toBeNull();
  });
});
