import { useDocumentTitle } from './use-document-title';
import { LinkButton } from './button';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE, true);
  return (
    <div className="tm-page tm-page--narrow tm-not-found">
      <p className="tm-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="tm-page__title">{NOT_FOUND_TITLE}</h1>
      <p className="tm-page__subtitle">The page you are looking for does not exist or has moved.</p>
      <LinkButton to="/">Home</LinkButton>
    </div>
  );
}
