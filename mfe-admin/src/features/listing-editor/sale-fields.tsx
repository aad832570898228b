import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { LISTING_LIMITS, parsePriceCents } from '@tm/contracts/listings';
import { formatDollars } from '@tm/platform';

/** A date and a time to the minute; the popup stacks its calendar over its clock on a phone (listing-editor.css). */
const PICKER = {
  showTime: { format: 'HH:mm' },
  format: 'YYYY-MM-DD HH:mm',
  classNames: { popup: { root: 'listing-date-popup' } },
  style: { width: '100%' },
} as const;

/** "49.00" as typed: an amount in dollars and cents, at most the contract's highest price. */
function priceRule(name: string, required: boolean) {
  return {
    // `required` only marks the label; the validator decides, empty included.
    required,
    validator: async (_: unknown, value: string | undefined) => {
      const text = (value ?? '').trim();
      if (text === '') {
        if (required) throw new Error(`${name} is required`);
        return;
      }
      const cents = parsePriceCents(text);
      if (cents === null) throw new Error(`${name} must be an amount in dollars and cents, such as 49.00`);
      if (cents > LISTING_LIMITS.maxPriceCents)
        throw new Error(`${name} may be at most ${formatDollars(LISTING_LIMITS.maxPriceCents / 100)}`);
    },
  };
}

/** The admin's own offset, as the times are read and sent ("UTC+01:00"). */
const zone = () => `UTC${dayjs().format('Z')}`;

/**
 * The price and an optional sale: a sale price below the price, from an optional start to an optional
 * end (empty: at once, and until it is taken off). The server parses dollars and cents; the rules the
 * sale must keep (a price, lower, ending after it starts) are checked with the contract before saving.
 */
export function SaleFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Price" name="price" rules={[priceRule('Price', true)]} extra="In US dollars, such as 49.00.">
            <Input prefix="$" inputMode="decimal" autoComplete="off" placeholder="49.00" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Sale price"
            name="salePrice"
            rules={[priceRule('Sale price', false)]}
            extra="Lower than the price; leave empty for no sale."
          >
            <Input prefix="$" inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Extended licence price"
            name="extendedPrice"
            rules={[priceRule('Extended licence price', false)]}
            extra="Blank: the price times the multiple in Settings (decision 091). A sale takes the same share off it."
          >
            <Input prefix="$" inputMode="decimal" autoComplete="off" placeholder="Default multiple" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Sale starts" name="saleStartsAt" extra={`Empty: at once. Times are ${zone()}.`}>
            <DatePicker {...PICKER} placeholder="At once" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Sale ends" name="saleEndsAt" extra="Empty: until you take it off.">
            <DatePicker {...PICKER} placeholder="No end" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
