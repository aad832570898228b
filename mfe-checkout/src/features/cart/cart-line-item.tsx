import { Link } from 'react-router-dom';
import { pagePath } from '@tm/contracts/routes';
import {
  Badge,
  Button,
  QuantityStepper,
  formatMoney,
  removeFromCart,
  setCartQuantity,
  subcategoryLabel,
  useLinePending,
  useOwnsTemplate,
} from '@tm/platform';
import { CartThumbnail } from './cart-thumbnail';
import { lineCents, unitCents, type ResolvedLine } from '../cart-lines';
import { OwnedWarning } from './owned-warning';
import { LicenceLine } from './licence-line';
import { PriceChangeNote } from './price-change-note';

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M8 2a1 1 0 0 0-1 1v1H4a.75.75 0 0 0 0 1.5h.3l.8 10.6A2 2 0 0 0 7.1 18h5.8a2 2 0 0 0 2-1.9l.8-10.6h.3a.75.75 0 0 0 0-1.5h-3V3a1 1 0 0 0-1-1H8Zm1 2V3.5h2V4H9Zm-.75 4a.75.75 0 0 1 .75.75v5.5a.75.75 0 0 1-1.5 0v-5.5A.75.75 0 0 1 8.25 8Zm4.25.75a.75.75 0 0 0-1.5 0v5.5a.75.75 0 0 0 1.5 0v-5.5Z"
      />
    </svg>
  );
}

export interface CartLineItemProps {
  line: ResolvedLine;
  /** Called once the line is gone, so the page can put keyboard focus somewhere sensible. */
  onRemoved: () => void;
}

/** One cart line (docs/product/storefront.md §2): image, name, category and subcategory badges, remove, stepper, prices. */
export function CartLineItem({ line, onRemoved }: CartLineItemProps) {
  const pending = useLinePending(line.templateId);
  const owned = useOwnsTemplate(line.templateId);
  const { template, name } = line;

  async function remove() {
    await removeFromCart(line);
    onRemoved();
  }

  return (
    <li className="co-line">
      <CartThumbnail line={line} />
      <div className="co-line__body">
        <div className="co-line__head">
          <h3 className="co-line__name">{template ? <Link to={pagePath('template', { slug: template.slug })}>{name}</Link> : name}</h3>
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon />}
            disabled={pending}
            onClick={() => void remove()}
            className="co-line__remove"
          >
            <span className="co-line__remove-label">Remove</span>
            <span className="tm-visually-hidden"> {name} from cart</span>
          </Button>
        </div>
        {template ? (
          <div className="co-line__badges">
            <Badge variant="outline">{template.category.toUpperCase()}</Badge>
            <Badge variant="secondary">{subcategoryLabel(template.subcategory)}</Badge>
          </div>
        ) : null}
        <LicenceLine line={line} />
        {/* An upgrade is of an owned template by definition (decision 091). */}
        {owned && !line.upgrade ? <OwnedWarning /> : null}
        <PriceChangeNote line={line} />
        <div className="co-line__foot">
          <QuantityStepper
            quantity={line.quantity}
            pending={pending}
            label={`Quantity of ${name}`}
            onChange={(quantity) => void setCartQuantity(line, quantity)}
          />
          <div className="co-line__prices">
            <span className="co-line__unit">{formatMoney(unitCents(line))} each</span>
            <span className="co-line__subtotal">{formatMoney(lineCents(line))}</span>
          </div>
        </div>
      </div>
    </li>
  );
}
