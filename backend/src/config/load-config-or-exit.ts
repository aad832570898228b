import { ConfigError, loadConfig, type AppConfig } from './app-config';

/** For entrypoints: parses the environment or exits listing every bad key. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
