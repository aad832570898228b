import { PAGE_DATA_IDS } from '@tm/contracts/remotes';
import { adoptRenderedStylesheets, renderedPage } from './rendered-page';

/** The two things of the page these functions read, without a DOM: the JSON block by id, and the stylesheet links. */
function fakePage({ block, links = [] }: { block?: string; links?: FakeLink[] }) {
  Object.assign(globalThis, {
    document: {
      getElementById: (id: string) => (id === PAGE_DATA_IDS.renderedPage && block !== undefined ? { textContent: block } : null),
      querySelectorAll: () => links,
    },
  });
}

/** A <link>: `href` is what the browser resolved, the attribute what the server wrote. */
class FakeLink {
  constructor(
    private attribute: string,
    readonly href: string,
  ) {}
  getAttribute(name: string) {
    return name === 'href' ? this.attribute : null;
  }
  setAttribute(name: string, value: string) {
    if (name === 'href') this.attribute = value;
  }
}

const serverHtml = { firstElementChild: {} } as unknown as HTMLElement;
const emptyRoot = { firstElementChild: null } as unknown as HTMLElement;
const block = (value: unknown) => JSON.stringify(value);

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('renderedPage: what the server rendered the page with (docs/decisions/056)', () => {
  it('reads the remote, its build and the first-screen answers', () => {
    fakePage({ block: block({ remote: 'storefront', build: 'b-42', answers: { '/api/site': { demoStore: true } } }) });
    expect(renderedPage(serverHtml)).toEqual({ remote: 'storefront', build: 'b-42', answers: { '/api/site': { demoStore: true } } });
  });

  it('is undefined for a page the browser renders itself: no block, or no server HTML in the root', () => {
    fakePage({});
    expect(renderedPage(serverHtml)).toBeUndefined();
    fakePage({ block: block({ remote: 'storefront', build: 'b-42', answers: {} }) });
    expect(renderedPage(emptyRoot)).toBeUndefined();
  });

  it('ignores a block it cannot trust: not JSON, an unknown remote, no build, no answers', () => {
    for (const text of [
      '{"remote":',
      block({ remote: 'shell', build: 'b-42', answers: {} }),
      block({ remote: 'admin', build: 42, answers: {} }),
      block({ remote: 'admin', build: 'b-42' }),
      block({ remote: 'admin', build: 'b-42', answers: 'none' }),
      '',
    ]) {
      fakePage({ block: text });
      expect([text, renderedPage(serverHtml)]).toEqual([text, undefined]);
    }
  });
});

describe('adoptRenderedStylesheets', () => {
  it("writes a remote stylesheet's path out as the absolute URL the federation runtime looks for", () => {
    const relative = new FakeLink('/mfe/storefront/main.css', 'https://shop.test/mfe/storefront/main.css');
    const absolute = new FakeLink('https://cdn.test/mfe/admin/main.css', 'https://cdn.test/mfe/admin/main.css');
    fakePage({ links: [relative, absolute] });
    adoptRenderedStylesheets();
    expect(relative.getAttribute('href')).toBe('https://shop.test/mfe/storefront/main.css');
    expect(absolute.getAttribute('href')).toBe('https://cdn.test/mfe/admin/main.css');
  });
});
