import { Controller, Get, Header } from '@nestjs/common';
import type { RemotesManifest } from '@tm/contracts/remotes';
import { API } from '@tm/contracts/routes';
import { Public } from '../../common/access/access.decorators';
import { RemotesService } from './remotes.service';

@Controller()
export class RemotesController {
  constructor(private readonly remotes: RemotesService) {}

  /** Read by the shell at start; never cached so a remote can be re-pointed without a shell rebuild. */
  @Public()
  @Get(API.remotes)
  @Header('Cache-Control', 'no-store')
  manifest(): RemotesManifest {
    return this.remotes.manifest();
  }
}
