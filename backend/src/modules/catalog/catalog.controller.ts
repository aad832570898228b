import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { CATALOG_API, type TemplateCounts } from '@tm/contracts/catalog';
import type {
  SubcategoryCounts,
  Template,
  TemplateDetail,
  TemplateListQuery,
  TemplatePage,
  TemplatePageQuery,
} from '@tm/contracts/catalog.schemas';
import { SubcategoryCountsQuerySchema, TemplateListQuerySchema, TemplatePageQuerySchema } from '@tm/contracts/catalog.schemas';
import type { z } from 'zod';
import { Public } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { CatalogService } from './catalog.service';
import { SerializeOnceInterceptor } from './serialize-once.interceptor';

/** docs/product/storefront.md §7 template calls. The fixed paths come before the :slugOrId one. */
@Controller()
@UseInterceptors(SerializeOnceInterceptor)
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Public()
  @Get(CATALOG_API.list)
  list(@Query(new ZodValidationPipe(TemplateListQuerySchema)) query: TemplateListQuery): Promise<Template[]> {
    return this.catalog.list(query);
  }

  @Public()
  @Get(CATALOG_API.counts)
  counts(): Promise<TemplateCounts> {
    return this.catalog.counts();
  }

  @Public()
  @Get(CATALOG_API.subcategoryCounts)
  subcategoryCounts(
    @Query(new ZodValidationPipe(SubcategoryCountsQuerySchema)) query: z.output<typeof SubcategoryCountsQuerySchema>,
  ): Promise<SubcategoryCounts> {
    return this.catalog.subcategoryCounts(query.category);
  }

  @Public()
  @Get(CATALOG_API.paginated)
  page(@Query(new ZodValidationPipe(TemplatePageQuerySchema)) query: TemplatePageQuery): Promise<TemplatePage> {
    return this.catalog.page(query);
  }

  @Public()
  @Get(CATALOG_API.related)
  related(@Param('slugOrId') slugOrId: string): Promise<Template[]> {
    return this.catalog.related(slugOrId);
  }

  @Public()
  @Get(CATALOG_API.detail)
  detail(@Param('slugOrId') slugOrId: string): Promise<TemplateDetail> {
    return this.catalog.detail(slugOrId);
  }
}
