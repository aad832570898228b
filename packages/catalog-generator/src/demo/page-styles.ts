// The live demo's inline CSS, put together from the styles of each part of the page.
import type { PageContent } from '../content/page-types';
import { baseStyles } from './styles/base';
import { heroStyles } from './styles/heroes';
import { pageKindStyles } from './styles/page-kinds';
import { sectionStyles } from './styles/sections';

export function pageStyles(c: PageContent): string {
  return `${baseStyles(c)}${heroStyles()}${sectionStyles()}${pageKindStyles(c)}\n`;
}
