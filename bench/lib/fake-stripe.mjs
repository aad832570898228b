// The tests' local stand-in for Stripe (backend/src/testing/fake-stripe.ts), compiled for a benchmark:
// benchmarks are plain JavaScript and must not reach the network.
import { loadTestingModule } from './testing-module.mjs';

/** startFakeStripe(options) of fake-stripe.ts: its `stripe` import resolves from the repository's node_modules. */
export async function startFakeStripe(options) {
  return loadTestingModule('fake-stripe.ts').startFakeStripe(options);
}
