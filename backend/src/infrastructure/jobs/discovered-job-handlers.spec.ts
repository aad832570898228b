import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { DiscoveredJobHandlers } from './discovered-job-handlers';
import { JobHandler, JobHandlers, type PreparedBatch } from './job-handler';
import { ProvidesJob } from './provides-job';

/** A handler that only has a kind: these tests never run a job. */
abstract class NamedHandler extends JobHandler {
  batchSize(): number {
    return 1;
  }
  describe(): string | null {
    return null;
  }
  prepare(): Promise<PreparedBatch> {
    return Promise.reject(new Error('not run here'));
  }
}

@Injectable()
@ProvidesJob()
class OwnHandler extends NamedHandler {
  readonly kind = 'own';
}

@Injectable()
@ProvidesJob()
class FeatureHandler extends NamedHandler {
  readonly kind = 'feature';
}

@Injectable()
@ProvidesJob()
class OtherFeatureHandler extends NamedHandler {
  readonly kind = 'feature';
}

/** A job handler nobody marked: not registered. */
@Injectable()
class UnmarkedHandler extends NamedHandler {
  readonly kind = 'unmarked';
}

@Module({ providers: [FeatureHandler, UnmarkedHandler] })
class FeatureJobsModule {}

@Module({ providers: [OtherFeatureHandler] })
class OtherFeatureJobsModule {}

/** What JobsModule.forRoot does where jobs run (decision 060): its own handler, the registry, the feature jobs modules. */
function jobsApp(featureJobs: Type[]) {
  @Module({
    imports: [DiscoveryModule, ...featureJobs],
    providers: [OwnHandler, { provide: JobHandlers, useClass: DiscoveredJobHandlers }],
  })
  class JobsRoot {}
  return NestFactory.createApplicationContext(JobsRoot, { logger: false, abortOnError: false });
}

describe('the job handlers found by their mark', () => {
  it('finds the jobs module own handlers and those a feature module provides, and only marked ones', async () => {
    const app = await jobsApp([FeatureJobsModule]);
    try {
      const handlers = app.get(JobHandlers);
      expect(handlers.get('own')).toBeInstanceOf(OwnHandler);
      expect(handlers.get('feature')).toBe(app.get(FeatureHandler));
      expect(handlers.get('unmarked')).toBeUndefined();
      expect(handlers.get('nobody')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('refuses to start with two handlers for one kind', async () => {
    await expect(jobsApp([FeatureJobsModule, OtherFeatureJobsModule])).rejects.toThrow(
      'Two job handlers for kind "feature": FeatureHandler and OtherFeatureHandler',
    );
  });
});
