import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@tm/contracts/auth';
import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { requiredConsents } from '@tm/contracts/legal-texts';
import { ORDER_TEXTS } from '@tm/contracts/orders';
import { checkoutFormWithConsent } from '@tm/contracts/orders.schemas';
import { Alert, Button, Input, followPaymentLink, forgetSummary, formatMoney, useZodForm } from '@tm/platform';
import { totalCents, type ResolvedLine } from '../cart-lines';
import { EMPTY_CHECKOUT, checkoutPrefill, lockedCheckoutFields, rememberCheckout, rememberedCheckout } from './checkout-fields';
import { createIdempotencyKeys } from './idempotency-keys';
import { buildOrderBody } from './order-body';
import { CheckoutPaymentNote } from './checkout-payment-note';
import { ConsentBoxes } from './consent-boxes';
import { placeOrder } from './place-order';
import { customBuildCents } from './use-custom-build-cart';
import { discountCentsOf, useDiscount } from '../discount';

const LOCKED_HINT = 'From your account';
/** Every box starts unticked (decision 082), and is not remembered across visits. */
const UNTICKED = { terms: false, immediateDelivery: false, serviceStart: false };

/** docs/product/storefront.md §2 'Your Information': prefilled from the account, validated with the server's schema. */
export function CheckoutForm({ user, lines, customBuild }: { user: User; lines: ResolvedLine[]; customBuild: CustomBuildSummary | null }) {
  const navigate = useNavigate();
  // The form's rules follow the cart: a box is shown and required only while what it is about is in the cart.
  const [templates, customBuildInCart] = [lines.length > 0, customBuild !== null];
  const needed = useMemo(() => requiredConsents({ templates, customBuild: customBuildInCart }), [templates, customBuildInCart]);
  const schema = useMemo(() => checkoutFormWithConsent(needed), [needed]);
  const form = useZodForm(schema, { ...EMPTY_CHECKOUT, ...rememberedCheckout(), ...checkoutPrefill(user), ...UNTICKED });
  const { prefill } = form;
  // The account can be re-read while the page is open; fields the customer typed into stay theirs.
  useEffect(() => prefill(checkoutPrefill(user)), [prefill, user]);
  const [keyFor] = useState(createIdempotencyKeys);
  const locked = lockedCheckoutFields(user);
  const { quote } = useDiscount();
  const discount = quote ? { code: quote.code, cents: discountCentsOf(quote) } : null;
  const total = formatMoney(totalCents(lines) + customBuildCents(customBuild) - (discount?.cents ?? 0));

  const onSubmit = form.handleSubmit(
    async ({ terms, immediateDelivery, serviceStart, ...details }) => {
      rememberCheckout({ ...EMPTY_CHECKOUT, ...details });
      const body = buildOrderBody(details, { terms, immediateDelivery, serviceStart }, lines, user.id, customBuild, discount);
      const link = await placeOrder(body, details, keyFor(body));
      // The custom build is ordered: the custom build page starts afresh (the order and the server cart hold it).
      if (customBuild) forgetSummary();
      followPaymentLink(link, (path) => void navigate(path));
    },
    // The page leaves for the gateway on success: the button stays 'Processing...' until then.
    { fallbackMessage: ORDER_TEXTS.processFailed, failureToast: 'Error', keepPendingOnSuccess: true },
  );

  const lockProps = (name: keyof typeof locked) => (locked[name] ? { readOnly: true, hint: LOCKED_HINT } : {});

  return (
    <section className="tm-card co-checkout-form" aria-labelledby="checkout-info-title">
      <h2 id="checkout-info-title" className="co-summary__title">
        Your Information
      </h2>
      <Alert variant="info">
        Checking out as <span className="co-checkout-form__email">{user.email}</span>
      </Alert>
      <form
        ref={form.formRef}
        className="tm-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby="checkout-info-title"
      >
        {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
        <div className="tm-form__row">
          <Input label="First Name" autoComplete="given-name" {...form.field('firstName')} {...lockProps('firstName')} />
          <Input label="Last Name" autoComplete="family-name" {...form.field('lastName')} {...lockProps('lastName')} />
        </div>
        <Input label="Email Address" type="email" autoComplete="email" {...form.field('email')} {...lockProps('email')} />
        <Input label="Mobile Number" type="tel" autoComplete="tel" placeholder="Enter your mobile number" {...form.field('mobileNo')} />
        <ConsentBoxes needed={needed} box={form.checkbox} />
        <Button type="submit" size="lg" block loading={form.pending} disabled={form.pending}>
          {form.pending ? 'Processing...' : `Place Order - ${total}`}
        </Button>
        <CheckoutPaymentNote />
      </form>
    </section>
  );
}
