import { HOME_SECTION_NAMES, HOME_SECTIONS, type HomeSection } from '@tm/contracts/catalog';
import { assignHomeSections } from './home-sections';

const rows = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}` }));
const ids = (sections: Record<HomeSection, Array<{ id: string }>>) =>
  Object.fromEntries(HOME_SECTION_NAMES.map((section) => [section, sections[section].map((row) => row.id)]));

describe('assignHomeSections', () => {
  it('fills each section from its own signal, with no template in two sections', () => {
    const popular = rows('p', 20);
    const sections = assignHomeSections(
      {
        'most-popular': [{ id: 'w1' }, { id: 'p1' }],
        featured: popular,
        'hand-picked': [{ id: 'p2' }, ...rows('r', 5)],
        trending: [{ id: 'r1' }, ...rows('n', 5)],
      },
      popular,
    );
    expect(ids(sections)).toEqual({
      // A quiet week: two templates sold, the all-time best sellers fill the rest (p1 keeps its rank).
      'most-popular': ['w1', 'p1', 'p2', 'p3'],
      featured: ['p4', 'p5', 'p6', 'p7', 'p8', 'p9'],
      'hand-picked': ['r1', 'r2', 'r3'],
      trending: ['n1', 'n2', 'n3', 'n4'],
    });
  });

  it('falls back to the best sellers when a signal finds nothing (an unrated catalog)', () => {
    const popular = rows('p', 20);
    const sections = assignHomeSections({ 'most-popular': [], featured: popular, 'hand-picked': [], trending: [] }, popular);
    expect(new Set(Object.values(ids(sections)).flat()).size).toBe(Object.values(HOME_SECTIONS).reduce((a, b) => a + b, 0));
  });

  it('repeats templates only when the catalog is too small for every section, and never leaves one empty', () => {
    const popular = rows('p', 5);
    const sections = assignHomeSections({ 'most-popular': [], featured: popular, 'hand-picked': [], trending: [] }, popular);
    expect(ids(sections)).toEqual({
      'most-popular': ['p1', 'p2', 'p3', 'p4'],
      featured: ['p5', 'p1', 'p2', 'p3', 'p4'],
      'hand-picked': ['p1', 'p2', 'p3'],
      trending: ['p1', 'p2', 'p3', 'p4'],
    });
  });
});
