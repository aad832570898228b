/** Methods that may change state: they take JSON only and must come from our own origin. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';
