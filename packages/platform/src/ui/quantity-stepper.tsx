import { CART_LIMITS } from '@tm/contracts/cart';

export interface QuantityStepperProps {
  quantity: number;
  onChange: (quantity: number) => void;
  /** A change of this line is in flight: both buttons are off and the value reads '...'. */
  pending?: boolean;
  /** Names the group for assistive tech, e.g. 'Quantity of Aurora Theme'. */
  label: string;
}

function StepButton({ label, symbol, disabled, onPress }: { label: string; symbol: string; disabled: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className="tm-stepper__button"
      aria-label={label}
      // aria-disabled rather than disabled: the button keeps keyboard focus when a click takes it to the limit.
      aria-disabled={disabled}
      onClick={() => (disabled ? undefined : onPress())}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

/** The cart's quantity control (docs/product/storefront.md §4): 1 to 10, minus off at 1, plus off at 10. */
export function QuantityStepper({ quantity, onChange, pending = false, label }: QuantityStepperProps) {
  return (
    <div className="tm-stepper" role="group" aria-label={label}>
      <StepButton
        label="Decrease quantity"
        symbol="−"
        disabled={pending || quantity <= CART_LIMITS.minQuantity}
        onPress={() => onChange(quantity - 1)}
      />
      <output className="tm-stepper__value" aria-live="polite" aria-busy={pending}>
        {pending ? '...' : quantity}
      </output>
      <StepButton
        label="Increase quantity"
        symbol="+"
        disabled={pending || quantity >= CART_LIMITS.maxQuantity}
        onPress={() => onChange(quantity + 1)}
      />
    </div>
  );
}
