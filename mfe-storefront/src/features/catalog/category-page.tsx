import { ComingSoon } from '../../shared/coming-soon';
import { CATEGORIES, type CategoryKey } from './categories';

export function CategoryPage({ category }: { category: CategoryKey }) {
  const { title, blurb } = CATEGORIES.find((entry) => entry.key === category)!;
  return <ComingSoon title={title} subtitle={blurb} />;
}
