import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@tm/contracts/admin';
import { fileRefusal } from './template-zip-api';

/** What fileRefusal reads of a chosen file: its name and size (no 100 MB buffer needed). */
const file = (name: string, size = 1024) => ({ name, size }) as File;

const WRONG_TYPE = { title: ADMIN_MESSAGES.invalidFileTypeTitle, description: ADMIN_MESSAGES.invalidFileType };
const TOO_LARGE = { title: ADMIN_MESSAGES.fileTooLargeTitle, description: ADMIN_MESSAGES.fileTooLarge };

describe('which ZIP files are not sent at all (docs/product/back-office.md §5)', () => {
  it('lets a .zip go, whatever the case of its extension', () => {
    expect(fileRefusal(file('modern-agency.zip'))).toBeNull();
    expect(fileRefusal(file('Modern-Agency.ZIP'))).toBeNull();
  });

  it('refuses another type, also one that only has .zip inside its name', () => {
    for (const name of ['theme.rar', 'theme.zip.exe', 'theme.tar.gz', 'zip']) {
      expect([name, fileRefusal(file(name))]).toEqual([name, WRONG_TYPE]);
    }
  });

  it('takes 100 MB and refuses a byte more', () => {
    expect(fileRefusal(file('big.zip', ADMIN_LIMITS.maxZipBytes))).toBeNull();
    expect(fileRefusal(file('big.zip', ADMIN_LIMITS.maxZipBytes + 1))).toEqual(TOO_LARGE);
  });

  it('names the wrong type before the size', () => {
    expect(fileRefusal(file('big.rar', ADMIN_LIMITS.maxZipBytes + 1))).toEqual(WRONG_TYPE);
  });
});
