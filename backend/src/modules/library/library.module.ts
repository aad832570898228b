import { Module } from '@nestjs/common';
import { DownloadsModule } from '../downloads';
import { TemplateFilesModule } from '../../infrastructure/template-files';
import { LibraryController } from './library.controller';
import { LibraryRepository } from './library.repository';
import { LibraryService } from './library.service';

/** The downloads library of the dashboard (decision 039). */
@Module({
  imports: [DownloadsModule, TemplateFilesModule],
  controllers: [LibraryController],
  providers: [LibraryService, LibraryRepository],
})
export class LibraryModule {}
