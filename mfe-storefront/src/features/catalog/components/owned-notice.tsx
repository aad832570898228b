import { Link } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { OWNED_TEXTS, useOwnsTemplate } from '@tm/platform';

/**
 * 'You own this' on a template the signed-in customer has bought (issue 5), pointing at the downloads,
 * so nobody buys the same template twice by mistake. Nothing for guests, admins, or templates not owned.
 */
export function OwnedNotice({ templateId }: { templateId: string }) {
  if (!useOwnsTemplate(templateId)) return null;
  return (
    <p className="sf-owned" role="note">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M7.7 13.3 4.4 10a1 1 0 1 0-1.4 1.4l4 4a1 1 0 0 0 1.4 0l8.6-8.6A1 1 0 1 0 15.6 5.4l-7.9 7.9Z" />
      </svg>
      <strong>{OWNED_TEXTS.badge}</strong>
      <Link to={PAGES.dashboard}>Download it from your dashboard</Link>
    </p>
  );
}
