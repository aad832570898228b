import { loadConfigOrExit } from '../config/load-config-or-exit';
import {
  migrateStorage,
  parseStorageMigrateArgs,
  STORAGE_MIGRATE_USAGE,
  StorageMigrateRefused,
  type StorageMigrateArgs,
} from './storage-migrate.command';
import { errorMessage } from '../common/errors';

/**
 * `npm run storage:migrate`: copies DATA_DIR/files (or --from <dir>) into the S3 bucket the
 * environment names (decision 048), then reads every object back to check it. Progress, reports and
 * the summary go to stderr. Exit code 0: all copied and identical; 1: failures or mismatches (listed);
 * 2: usage, or refused (not STORAGE_DRIVER=s3, nothing to copy). Ctrl-C stops after the files under
 * way; running it again copies only what is missing or different.
 */
async function main(): Promise<number> {
  let args: StorageMigrateArgs;
  try {
    args = parseStorageMigrateArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${STORAGE_MIGRATE_USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(
      `${STORAGE_MIGRATE_USAGE}\nCopies DATA_DIR/files into the bucket of STORAGE_DRIVER=s3 (S3_BUCKET, S3_ENDPOINT...), skipping what is already there, then verifies every object.\n`,
    );
    return 0;
  }
  const config = loadConfigOrExit();
  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    interrupt.abort();
    process.stderr.write('\nStopping after the files under way (Ctrl-C again to quit now); run it again to go on from there.\n');
  });
  try {
    const summary = await migrateStorage(args, config, process.stderr, interrupt.signal);
    return summary.exitCode;
  } catch (error) {
    if (error instanceof StorageMigrateRefused) {
      process.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`storage:migrate failed: ${errorMessage(error)}\n`);
    process.exit(1);
  },
);
