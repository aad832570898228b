import { leadingPages, pageWindow } from './pagination';

describe('leadingPages (/browse)', () => {
  it('shows the first five pages and an ellipsis when more exist', () => {
    expect(leadingPages(1, 3)).toEqual([1, 2, 3]);
    expect(leadingPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(leadingPages(5, 40)).toEqual([1, 2, 3, 4, 5, 'gap']);
  });

  it('always shows the current page, also beyond the first five', () => {
    expect(leadingPages(6, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 6, 'gap']);
    expect(leadingPages(17, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 17, 'gap']);
    expect(leadingPages(40, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
  });

  it('adds no page that does not exist', () => {
    expect(leadingPages(41, 40)).toEqual([1, 2, 3, 4, 5, 'gap']);
    expect(leadingPages(1, 0)).toEqual([]);
  });
});

describe('pageWindow (listings)', () => {
  it('centres up to five pages on the current one (two before it), within the range', () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(17, 40)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
