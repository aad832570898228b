/** Numbers the server and the clients agree on. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024; // 1 MB; larger bodies are refused with 413
export const LOGIN_ACCOUNT_MAX_FAILURES = 5; // more than this many failures in the window → 429
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_IP_MAX_FAILURES = 30; // per IP, same window: stops one client spraying many accounts
export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000; // reset links live one hour
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TOAST_DURATION_MS = 5000;
export const AUTH_REDIRECT_DELAY_MS = 100;
