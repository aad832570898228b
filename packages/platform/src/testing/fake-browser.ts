/**
 * The unit tests run in node: this gives them a `window` with in-memory localStorage and sessionStorage.
 * Import it before the module under test (which reads storage when it loads).
 */
class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
}

export const fakeLocalStorage = new MemoryStorage();
export const fakeSessionStorage = new MemoryStorage();

Object.assign(globalThis, {
  window: {
    localStorage: fakeLocalStorage,
    sessionStorage: fakeSessionStorage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  },
});
