import { pageLinkPath, type ClickedLink, type LinkClick } from './page-links';

const ORIGIN = 'https://shop.example';
const plain: LinkClick = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
const link = (href: string, extra: Partial<ClickedLink> = {}): ClickedLink => ({ href, target: '', download: false, ...extra });

describe('which clicks on a page link the router takes', () => {
  it('takes a plain left click to a page of this shop, with its query and hash', () => {
    expect(pageLinkPath(plain, link(`${ORIGIN}/template/aurora`), ORIGIN)).toBe('/template/aurora');
    expect(pageLinkPath(plain, link(`${ORIGIN}/browse?search=dark%20mode#top`), ORIGIN)).toBe('/browse?search=dark%20mode#top');
    expect(pageLinkPath(plain, link(`${ORIGIN}/documentation#licence`, { target: '_self' }), ORIGIN)).toBe('/documentation#licence');
  });

  it('leaves a new tab, a new window, a save and a middle or right click to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(pageLinkPath({ ...plain, [modifier]: true }, link(`${ORIGIN}/about`), ORIGIN)).toBeNull();
    }
    expect(pageLinkPath({ ...plain, button: 1 }, link(`${ORIGIN}/about`), ORIGIN)).toBeNull();
    expect(pageLinkPath({ ...plain, button: 2 }, link(`${ORIGIN}/about`), ORIGIN)).toBeNull();
  });

  it('leaves a click another handler took, a target frame, a download and another origin alone', () => {
    expect(pageLinkPath({ ...plain, defaultPrevented: true }, link(`${ORIGIN}/about`), ORIGIN)).toBeNull();
    expect(pageLinkPath(plain, link(`${ORIGIN}/about`, { target: '_blank' }), ORIGIN)).toBeNull();
    expect(pageLinkPath(plain, link(`${ORIGIN}/files/a.zip`, { download: true }), ORIGIN)).toBeNull();
    expect(pageLinkPath(plain, link('https://elsewhere.example/about'), ORIGIN)).toBeNull();
    expect(pageLinkPath(plain, link('http://shop.example/about'), ORIGIN)).toBeNull();
    expect(pageLinkPath(plain, link('mailto:support@shop.example'), ORIGIN)).toBeNull();
    expect(pageLinkPath(plain, link('not a url'), ORIGIN)).toBeNull();
  });
});
