import { Input, type InputProps } from '@tm/platform';

const PASSWORD_RULES_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number';

/** A password being chosen (signup, reset): the browser may suggest one, and the rules show until an error does. */
export function NewPasswordInput(props: Omit<InputProps, 'type' | 'autoComplete' | 'hint'>) {
  return <Input type="password" autoComplete="new-password" hint={PASSWORD_RULES_HINT} {...props} />;
}
