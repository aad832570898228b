/** Unit and integration tests of the backend, the shared packages and the remotes' logic (see docs/architecture.md §6). */
const swcConfig = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/backend/src/**/*.spec.ts',
    '<rootDir>/packages/**/src/**/*.spec.ts',
    '<rootDir>/mfe-*/src/**/*.spec.ts',
    '<rootDir>/shell/src/**/*.spec.ts',
    '<rootDir>/eslint-rules/**/*.spec.js',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcConfig] },
  moduleNameMapper: {
    '^@tm/contracts/(.*)$': '<rootDir>/packages/contracts/src/$1',
    '^@tm/catalog-generator$': '<rootDir>/packages/catalog-generator/src/index.ts',
  },
  globalSetup: '<rootDir>/backend/src/testing/jest-global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/scripts/test-reporters/slowest-jest-files.js'],
  // The suites wait on databases, sockets and child processes as much as they compute: three workers
  // keep a 2-core machine busy where jest's default (cores - 1) leaves it half idle. Each worker has
  // its own MySQL database (testing/test-database.ts) and Redis prefix. JEST_WORKERS overrides it
  // (docs/decisions/061).
  maxWorkers: Number(process.env.JEST_WORKERS ?? 3),
  // Each suite boots real apps; what a test file leaves behind grows the process until garbage
  // collection stalls it (MySQL connects then time out). Jest restarts its worker once it holds more
  // than this after a file, so every file starts from a small heap.
  workerIdleMemoryLimit: '1536MB',
};
