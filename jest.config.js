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
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/packages/**/src/**/*.spec.ts', '<rootDir>/mfe-*/src/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcConfig] },
  moduleNameMapper: { '^@tm/contracts/(.*)$': '<rootDir>/packages/contracts/src/$1' },
  globalSetup: '<rootDir>/backend/src/testing/jest-global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/scripts/test-reporters/slowest-jest-files.js'],
  // Each suite boots real apps; what a test file leaves behind grows the process until garbage
  // collection stalls it (MySQL connects then time out). Jest restarts its worker once it holds more
  // than this after a file, so every file starts from a small heap. Setting it also makes jest use a
  // worker on a 2-core machine instead of running every file inside its own process.
  workerIdleMemoryLimit: '1536MB',
};
