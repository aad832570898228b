import type { Type } from '@nestjs/common';
import { AccountPrivacyJobsModule } from './modules/account-privacy';
import { CustomBuildJobsModule } from './modules/custom-build';
import { DownloadsJobsModule } from './modules/downloads';
import { GenerationJobsModule } from './modules/generation';
import { ReviewsJobsModule } from './modules/reviews';

/**
 * The feature modules' jobs modules, each providing its own job handlers. `JobsModule.forRoot` loads
 * them where jobs run; the jobs module imports no feature (decision 060).
 */
export const FEATURE_JOB_MODULES: Type[] = [
  AccountPrivacyJobsModule,
  CustomBuildJobsModule,
  DownloadsJobsModule,
  GenerationJobsModule,
  ReviewsJobsModule,
];
