import { Controller, Get, Header, Param } from '@nestjs/common';
import { CATALOG_API } from '@tm/contracts/catalog';
import type { TemplatePackageFacts } from '@tm/contracts/platforms';
import { Public } from '../../common/access/access.decorators';
import { PackageFacts } from './package-facts.service';

/** GET /api/templates/:slugOrId/package (issue 15 §3): the same for everyone, so a browser may keep it a while. */
@Controller()
export class PackageFactsController {
  constructor(private readonly facts: PackageFacts) {}

  @Public()
  @Get(CATALOG_API.packageFacts)
  @Header('Cache-Control', 'private, max-age=300')
  packageFacts(@Param('slugOrId') slugOrId: string): Promise<TemplatePackageFacts> {
    return this.facts.facts(slugOrId);
  }
}
