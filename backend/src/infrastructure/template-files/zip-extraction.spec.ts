import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractZipFiles } from './zip-inspection';
import { buildZip } from './testing/zip-builder';

describe('extractZipFiles', () => {
  let dir: string;
  let scratch: string;
  let zipPath: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-extraction-'));
    scratch = join(dir, 'scratch');
    await mkdir(scratch);
    zipPath = join(dir, 'site.zip');
    await writeFile(
      zipPath,
      buildZip([
        { name: 'site/' },
        { name: 'site/index.html', data: Buffer.from('<h1>Hi</h1>'), deflate: true },
        { name: 'site/css/a.css', data: Buffer.from('h1{}') },
        { name: 'site/skip.txt', data: Buffer.from('no') },
      ]),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('hands each kept file to the visit, unpacked, and leaves no scratch file behind', async () => {
    const seen: Array<[string, string]> = [];
    await extractZipFiles(
      zipPath,
      scratch,
      (name) => !name.endsWith('.txt'),
      async (name, file) => {
        seen.push([name, await readFile(file, 'utf8')]);
      },
      4,
    );
    expect(seen.sort()).toEqual([
      ['site/css/a.css', 'h1{}'],
      ['site/index.html', '<h1>Hi</h1>'],
    ]);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('stops at the first failed visit, lets the others finish, and throws it', async () => {
    let finished = 0;
    await expect(
      extractZipFiles(
        zipPath,
        scratch,
        () => true,
        async (name) => {
          if (name.endsWith('index.html')) throw new Error('storage is down');
          await new Promise((resolve) => setTimeout(resolve, 20));
          finished += 1;
        },
        2,
      ),
    ).rejects.toThrow('storage is down');
    expect(finished).toBeLessThanOrEqual(2);
    expect(await readdir(scratch)).toEqual([]);
  });
});
