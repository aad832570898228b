import { Module } from '@nestjs/common';
import { TemplateFilesRepository } from './template-files.repository';

/** The versions of templates' uploaded ZIPs: written by the back office, read by downloads and the detail page. */
@Module({
  providers: [TemplateFilesRepository],
  exports: [TemplateFilesRepository],
})
export class TemplateFilesModule {}
