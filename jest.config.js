/** Unit and integration tests of the backend, the shared packages and the remotes' logic (see ARCHITECTURE §6). */
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
};
