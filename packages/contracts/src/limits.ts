/** Numbers the server and the clients agree on. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024; // 1 MB; larger bodies are refused with 413
export const LOGIN_ACCOUNT_MAX_FAILURES = 5; // per account AND address: more failures in the window → 429 to that address
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES = 100; // per account from all addresses: stops distributed guessing
export const LOGIN_ACCOUNT_GLOBAL_WINDOW_MS = 60 * 60 * 1000;
export const LOGIN_IP_MAX_FAILURES = 30; // per IP, same window: stops one client spraying many accounts
export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000; // reset links live one hour
export const FORGOT_PASSWORD_IP_MAX = 10; // reset requests per address (IPv6: its /64) per window → 429
export const FORGOT_PASSWORD_IP_WINDOW_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000; // signed out this long after sign-in, however active
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000; // SIGNUP_LIMIT_PER_HOUR counts accounts created per address in this window
export const TOAST_DURATION_MS = 5000;
export const AUTH_REDIRECT_DELAY_MS = 100;
