import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';

/** GET /api/site: the install's public facts for every page. */
@Module({ controllers: [SiteController] })
export class SiteModule {}
