/**
 * How much of the browser matrix a run covers (docs/decisions/063). Every spec file runs in every run.
 * `E2E_MATRIX=full`, which `.ci/run` sets, adds what repeats a suite under other conditions: the
 * storefront's journeys rendered in the browser (the client-rendered project) and the axe pass at
 * phone width. Without it, `npm test` runs each suite once, on the embedded default at desktop width.
 * MySQL with Redis runs when TEST_DATABASE_URL and TEST_REDIS_URL are set, as before.
 */
const MATRICES = ['lean', 'full'] as const;
export type E2eMatrix = (typeof MATRICES)[number];

export function e2eMatrix(env: NodeJS.ProcessEnv = process.env): E2eMatrix {
  const value = env.E2E_MATRIX?.trim() || 'lean';
  if (!(MATRICES as readonly string[]).includes(value))
    throw new Error(`E2E_MATRIX must be one of ${MATRICES.join(', ')}; it is "${value}"`);
  return value as E2eMatrix;
}

export const FULL_MATRIX = e2eMatrix() === 'full';

/** Why a part of the matrix did not run here, for the run's output. */
export const runsInFullMatrix = (what: string) =>
  `${what} runs in the full browser matrix (E2E_MATRIX=full, as CI sets; docs/decisions/063)`;
