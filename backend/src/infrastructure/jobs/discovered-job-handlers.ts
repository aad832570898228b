import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JobHandler, JobHandlers } from './job-handler';
import { ProvidesJob } from './provides-job';

/**
 * The handlers by kind, collected at start from the providers marked `@ProvidesJob()` in the modules
 * this process loaded: the jobs module's own and each feature's jobs module (decision 060). Two
 * handlers for one kind stop the start.
 */
@Injectable()
export class DiscoveredJobHandlers extends JobHandlers implements OnModuleInit {
  private readonly byKind = new Map<string, JobHandler>();

  constructor(private readonly discovery: DiscoveryService) {
    super();
  }

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProvidesJob.KEY })) {
      const handler: unknown = wrapper.instance;
      if (!(handler instanceof JobHandler)) throw new Error(`${String(wrapper.name)} is marked @ProvidesJob() but is not a JobHandler`);
      const other = this.byKind.get(handler.kind);
      if (other) throw new Error(`Two job handlers for kind "${handler.kind}": ${other.constructor.name} and ${handler.constructor.name}`);
      this.byKind.set(handler.kind, handler);
    }
  }

  get(kind: string): JobHandler | undefined {
    return this.byKind.get(kind);
  }
}
