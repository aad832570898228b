import { Controller, Get, Query } from '@nestjs/common';
import { SEARCH_API } from '@tm/contracts/search';
import type { SearchSuggestions, SearchSuggestionsQuery } from '@tm/contracts/search.schemas';
import { SearchSuggestionsQuerySchema } from '@tm/contracts/search.schemas';
import { Public } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { SearchService } from './search.service';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /** The header's suggestions as the shopper types (decision 054). */
  @Public()
  @Get(SEARCH_API.suggest)
  suggest(@Query(new ZodValidationPipe(SearchSuggestionsQuerySchema)) query: SearchSuggestionsQuery): Promise<SearchSuggestions> {
    return this.search.suggest(query.q);
  }
}
