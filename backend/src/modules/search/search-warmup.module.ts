import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { SearchIndexSync } from './search-index-sync.service';
import { SearchModule } from './search.module';

/** Starts loading the search index as the web process starts, so the first search finds it loaded. */
@Injectable()
class SearchWarmup implements OnApplicationBootstrap {
  private readonly logger = new Logger('SearchIndex');

  constructor(private readonly sync: SearchIndexSync) {}

  onApplicationBootstrap(): void {
    this.sync.start().catch((error: unknown) => this.logger.warn(`Search index load failed; the next search tries again: ${(error as Error).message}`));
  }
}

/** Imported by the web application only (AppModule): workers and the CLI never load the index. */
@Module({ imports: [SearchModule], providers: [SearchWarmup] })
export class SearchWarmupModule {}
