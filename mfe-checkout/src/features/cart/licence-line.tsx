import { licenceCountLabel, lineLicenceLabel } from '@tm/contracts/licences';
import type { ResolvedLine } from '../cart-lines';

/**
 * What a cart or checkout line buys (decision 091): "Extended licence", and the quantity as licences,
 * "3 licences: one per end product".
 */
export function LicenceLine({ line }: { line: ResolvedLine }) {
  return (
    <p className="co-licence">
      <span className="co-licence__name">{lineLicenceLabel(line.licence, line.upgrade)}</span>
      <span className="co-licence__count">{licenceCountLabel(line.quantity, line.upgrade)}</span>
    </p>
  );
}
