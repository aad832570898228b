// A new customer for a benchmark: signed up from an address of its own (so the signup limit per
// address never binds), signed in by the signup's cookie.
import { setTimeout as sleep } from 'node:timers/promises';
import { cookiesOf, request } from './http-client.mjs';

/**
 * Signs up shopper `n` (`prefix` names the benchmark, `net` the 10.x.0.0/16 its addresses come from).
 * A busy password-hashing lane answers 503 with Retry-After (decision 020): it comes back then, as a
 * browser would. Resolves with the request headers of the session and the user.
 */
export async function signUpShopper(url, n, { prefix, net }) {
  const ip = `10.${net}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const username = `${prefix}_${n}_${Date.now().toString(36)}`;
  const signUp = () =>
    request('POST', `${url}/api/auth/signup`, {
      headers: { 'x-forwarded-for': ip },
      json: { username, email: `${username}@example.com`, password: 'Shopper123', firstName: 'Bench', lastName: `Buyer${n}` },
    });
  let signup = await signUp();
  for (let tries = 0; signup.status === 503 && tries < 20; tries++) {
    await sleep(Number(signup.headers['retry-after'] ?? 1) * 1000);
    signup = await signUp();
  }
  if (signup.status !== 201) throw new Error(`signup ${signup.status} ${signup.text}`);
  return { headers: { cookie: cookiesOf(signup), 'x-forwarded-for': ip }, user: JSON.parse(signup.text).user };
}
