import { Link } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { useSiteInfo } from '@tm/platform';

/** docs/product/storefront.md §2 thank-you 'Need Help' box (docs/product/back-office.md §1: support also goes through the contact page). */
export function NeedHelp() {
  // The address is the server's SUPPORT_EMAIL (GET /api/site).
  const { supportEmail } = useSiteInfo();
  return (
    <aside className="co-thanks-help" aria-labelledby="thanks-help-title">
      <h2 id="thanks-help-title" className="co-thanks-help__title">
        Need Help?
      </h2>
      <p>
        Questions about your order? Email our support team at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{' '}
        <Link to={PAGES.contact}>contact page</Link>.
      </p>
    </aside>
  );
}
