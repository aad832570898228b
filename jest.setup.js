/**
 * Tests fail on an unexpected console.error (docs/architecture.md §6). A test that expects one replaces
 * console.error itself, e.g. jest.spyOn(console, 'error').mockImplementation(() => {}).
 */
const util = require('node:util');

const originalError = console.error;
let unexpected = [];

console.error = (...args) => {
  unexpected.push(util.format(...args));
  originalError.apply(console, args);
};

beforeEach(() => {
  unexpected = [];
});

afterEach(() => {
  if (unexpected.length > 0) {
    const messages = unexpected.map((m) => `  - ${m.split('\n')[0]}`).join('\n');
    unexpected = [];
    throw new Error(`Unexpected console.error during the test:\n${messages}`);
  }
});

afterAll(() => {
  if (unexpected.length > 0) {
    const messages = unexpected.map((m) => `  - ${m.split('\n')[0]}`).join('\n');
    unexpected = [];
    throw new Error(`Unexpected console.error outside a test (beforeAll/afterAll):\n${messages}`);
  }
});
