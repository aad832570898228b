import { DiscoveryService } from '@nestjs/core';

/**
 * Marks a provider as a job handler (a `JobHandler`): the runner finds every provider carrying it in
 * the modules this process loaded, so each module registers its own handlers (decision 060).
 */
export const ProvidesJob = DiscoveryService.createDecorator<undefined>();
