import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { isActiveJob } from '@tm/contracts/jobs';
import { loadConfigOrExit } from '../config/load-config-or-exit';
import { FEATURE_JOB_MODULES } from '../feature-job-modules';
import { GenerationJobsService, GenerationModule } from '../modules/generation';
import { JobRunnerService } from '../infrastructure/jobs';
import { JobsModule } from '../infrastructure/jobs';
import { CliModule } from './cli.module';
import { GENERATE_USAGE, parseGenerateArgs, type GenerateArgs } from './generate.command';
import { createProgressBar } from './progress-bar';
import { errorMessage } from '../common/errors';

const CLI_ACTOR = { id: 'cli', username: 'npm run generate', ip: 'local' };

/**
 * `npm run generate -- --total N`: a bulk generation job like the admin's (audited as the command
 * line), followed with a progress bar. Without REDIS_URL this process does the work itself
 * (WORKER_CONCURRENCY parts at once); with it,
 * the `npm run worker` processes do, and this one watches. Ctrl-C leaves the job to be finished by
 * the app's or the workers' sweep; nothing is lost or made twice.
 */
async function main(): Promise<number> {
  let args: GenerateArgs;
  try {
    args = parseGenerateArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${GENERATE_USAGE}\n`);
    return 2;
  }
  if (args.help || !args.request) {
    process.stdout.write(`${GENERATE_USAGE}\nGenerates up to 1,000,000 new templates, spread like the admin's bulk generation.\n`);
    return 0;
  }
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(
    CliModule.forRoot(config, [JobsModule.forRoot(config, 'cli', FEATURE_JOB_MODULES), GenerationModule]),
    { logger: ['error', 'warn'], abortOnError: false },
  );
  let interrupted = false;
  process.once('SIGINT', () => {
    interrupted = true;
    process.stderr.write('\nStopping after the batch under way; the job goes on from there the next time the app or a worker runs.\n');
  });
  try {
    const jobs = app.get(GenerationJobsService);
    const job = await jobs.start(args.request, CLI_ACTOR);
    process.stdout.write(
      `Job ${job.jobId.slice(0, 8)}: ${job.totalTemplates.toLocaleString('en-US')} templates (${config.queueDriver === 'bull' ? 'run by the workers' : 'run here'})\n`,
    );
    const bar = createProgressBar(job.totalTemplates);
    const started = Date.now();
    // Without Redis this process works WORKER_CONCURRENCY parts at once, as a worker would; with it, the
    // workers do and this process has no JobRunnerService (JobsModule.forRoot): it only watches.
    const work =
      config.queueDriver === 'bull'
        ? Promise.resolve()
        : Promise.all(
            Array.from({ length: config.jobs.workerConcurrency }, () => app.get(JobRunnerService).work(job.jobId, () => interrupted)),
          ).then(() => undefined);
    let latest = job;
    for (;;) {
      latest = await jobs.progress(job.jobId);
      bar.update(latest.processedTemplates);
      if (!isActiveJob(latest.status) || interrupted) break;
      await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    await work;
    latest = await jobs.progress(job.jobId);
    bar.update(latest.processedTemplates);
    bar.finish();
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `Job ${latest.jobId.slice(0, 8)} ${latest.status}: ${latest.generatedTemplates.toLocaleString('en-US')} templates made, ${latest.failedTemplates.toLocaleString('en-US')} failed, in ${seconds.toFixed(1)} s (${Math.round(latest.generatedTemplates / Math.max(seconds, 0.001)).toLocaleString('en-US')}/s)\n`,
    );
    return latest.status === 'completed' || (interrupted && isActiveJob(latest.status)) ? 0 : 1;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`generate failed: ${errorMessage(error)}\n`);
    process.exit(1);
  },
);
