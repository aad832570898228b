import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../shared/coming-soon';

export function BrowsePage() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim();
  return (
    <ComingSoon
      title="Browse All Templates"
      subtitle={search ? <>Results for &ldquo;{search}&rdquo;</> : 'Every template in the marketplace'}
    />
  );
}
