import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { SearchIndexSyncService } from './search-index-sync.service';
import { englishWords } from './text/english-words';
import { SearchModule } from './search.module';

/** Starts loading the search index as the web process starts, so the first search finds it loaded, and then the English words. */
@Injectable()
class SearchWarmupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SearchIndex');

  constructor(private readonly sync: SearchIndexSyncService) {}

  onApplicationBootstrap(): void {
    this.sync.start().then(
      () => this.readEnglishWords(),
      (error: unknown) => this.logger.warn(`Search index load failed; the next search tries again: ${(error as Error).message}`),
    );
  }

  /** The words that tell a typo from a real word (decision 065), read now rather than by the first search that needs them. */
  private readEnglishWords(): void {
    try {
      englishWords();
    } catch (error) {
      this.logger.warn(`English words not read; the first search that needs them tries again: ${(error as Error).message}`);
    }
  }
}

/** Imported by the web application only (AppModule): workers and the CLI never load the index. */
@Module({ imports: [SearchModule], providers: [SearchWarmupService] })
export class SearchWarmupModule {}
