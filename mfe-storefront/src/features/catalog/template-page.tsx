import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../shared/coming-soon';

export function TemplatePage() {
  const { slug = '' } = useParams();
  return <ComingSoon title="Template Details" subtitle={slug.replace(/-/g, ' ')} />;
}
