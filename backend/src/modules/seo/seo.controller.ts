import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { ApiError } from '../../common/http/api-error';
import { ClockService } from '../../common/clock';
import { SitemapService } from './sitemap.service';

/** Search engines have no cookies and re-read these daily at most: an hour of caching is plenty. */
const SITEMAP_CACHE = 'public, max-age=3600';

@Controller()
export class SeoController {
  constructor(
    private readonly sitemap: SitemapService,
    private readonly clock: ClockService,
  ) {}

  @Public()
  @Get('sitemap.xml')
  async sitemapXml(@Res() res: Response): Promise<void> {
    const files = await this.sitemap.fileCount();
    res.status(200).type('application/xml').set('Cache-Control', SITEMAP_CACHE);
    if (files > 1) {
      res.send(this.sitemap.sitemapIndex(files, this.clock.now()));
      return;
    }
    await this.stream(res, 1);
  }

  @Public()
  @Get('sitemap-:file.xml')
  async sitemapFile(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const n = Number(file);
    const files = await this.sitemap.fileCount();
    // With one file, /sitemap.xml is the urlset: numbered files exist only behind an index.
    if (!Number.isInteger(n) || n < 1 || files === 1 || n > files) throw new ApiError(404, 'Sitemap not found');
    res.status(200).type('application/xml').set('Cache-Control', SITEMAP_CACHE);
    await this.stream(res, n);
  }

  @Public()
  @Get('robots.txt')
  @Header('Cache-Control', 'public, max-age=86400')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return this.sitemap.robotsTxt();
  }

  private async stream(res: Response, file: number): Promise<void> {
    await this.sitemap.writeUrlset(file, (chunk) => res.write(chunk));
    res.end();
  }
}
