import { Controller, Get } from '@nestjs/common';
import { LIBRARY_API, LIBRARY_MESSAGES, type Library } from '@tm/contracts/wishlist';
import { Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { LibraryService } from './library.service';

/** GET /api/library (decision 039): the session user's own library; admins buy nothing, so have none. */
@Controller()
@Shopper({ signedOut: LIBRARY_MESSAGES.signedOut, admin: LIBRARY_MESSAGES.admin })
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get(LIBRARY_API.list)
  list(@CurrentUser() user: UserEntity): Promise<Library> {
    return this.library.library(user.id);
  }
}
