import { ACCEPTANCE_DAYS, FIRST_VERSION_HOURS, deliveryTermsText } from '@tm/contracts/custom-build-delivery';
import type { OrderItem } from '@tm/contracts/orders.schemas';
import { DELIVERY_WAIT_TEXT, awaitingDelivery } from '@tm/platform';

/**
 * A paid custom build's notice on the dashboard (decision 095): the two steps with the date and rounds
 * kept at payment, so a later change of the owner's settings never moves what was sold. A build sold
 * before the promise was kept says the two steps without the date while it is built.
 */
export function CustomBuildPromise({ item }: { item: Pick<OrderItem, 'template' | 'delivery'> }) {
  const waiting = awaitingDelivery(item);
  const promise = item.delivery?.promise;
  if (!promise) return waiting ? <p className="tm-muted account-item__waiting">{DELIVERY_WAIT_TEXT}</p> : null;
  const text = deliveryTermsText({ ...promise, firstVersionHours: FIRST_VERSION_HOURS, acceptanceDays: ACCEPTANCE_DAYS }, 'sold');
  return (
    <div className="account-item__promise">
      <p>
        {waiting
          ? 'Your custom website is being built. We will email you when the first version is ready.'
          : 'Your first version is ready to download.'}
      </p>
      <ol>
        <li>{text.firstVersion}</li>
        <li>
          <time dateTime={promise.finishedSiteDue}>{text.finishedSite}</time>
        </li>
      </ol>
      <p className="tm-muted">{text.acceptance}</p>
    </div>
  );
}
