import { STUDIO_DESK_API } from '@tm/contracts/studio-desk';
import { buildsFilterOf, buildsSearchOf, buildsUrl, deskPath, versionFileRefusal } from './custom-builds-api';

const PLAIN = { stage: 'all', overdue: false, search: '', page: 1 } as const;

// The Custom builds tab keeps its filter in the address, as the Orders tab does (decision 088).
describe("the custom builds tab's address", () => {
  it('keeps nothing for the plain tab', () => {
    expect(buildsSearchOf(PLAIN)).toBe('');
    expect(buildsFilterOf(new URLSearchParams(''))).toEqual(PLAIN);
  });

  it('round-trips the stage, the overdue toggle, the search and the page', () => {
    const filter = { stage: 'waiting-for-buyer' as const, overdue: true, search: 'Smile Dental', page: 3 };
    expect(buildsFilterOf(new URLSearchParams(buildsSearchOf(filter)))).toEqual(filter);
  });

  it('reads what the server would refuse as no filter', () => {
    expect(buildsFilterOf(new URLSearchParams('stage=lost&overdue=yes&page=-2'))).toEqual(PLAIN);
    expect(buildsFilterOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the server with its own parameter names', () => {
    expect(buildsUrl({ stage: 'delivered', overdue: true, search: ' ada ', page: 2 })).toBe(
      `${STUDIO_DESK_API.builds}?page=2&stage=delivered&overdue=true&q=ada`,
    );
    expect(buildsUrl(PLAIN)).toBe(`${STUDIO_DESK_API.builds}?page=1`);
  });
});

describe('the desk’s paths and files', () => {
  it('fills the build and the version into a path', () => {
    expect(deskPath(STUDIO_DESK_API.versionDownload, 'a/b', 2)).toBe('/api/admin/custom-builds/a%2Fb/versions/2/download');
  });

  it('refuses a file that is not a ZIP or is too large before it is sent', () => {
    expect(versionFileRefusal(new File(['x'], 'site.txt'))).toBe('Only ZIP files are allowed');
    expect(versionFileRefusal(new File(['x'], 'site.ZIP'))).toBeNull();
    const huge = new File(['x'], 'site.zip');
    Object.defineProperty(huge, 'size', { value: 200 * 1024 * 1024 });
    expect(versionFileRefusal(huge)).toBe('Maximum file size is 100MB');
  });
});
