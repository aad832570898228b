import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { WISHLIST_API, WISHLIST_MESSAGES, type Wishlist, type WishlistIds } from '@tm/contracts/wishlist';
import { Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { WishlistService } from './wishlist.service';

/** Decision 039 wishlist calls: signed-in customers (admins have none), on the session user's own list. */
@Controller()
@Shopper({ signedOut: WISHLIST_MESSAGES.signedOut, admin: WISHLIST_MESSAGES.admin })
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Get(WISHLIST_API.list)
  list(@CurrentUser() user: UserEntity): Promise<Wishlist> {
    return this.wishlist.list(user.id);
  }

  @Get(WISHLIST_API.ids)
  ids(@CurrentUser() user: UserEntity): Promise<WishlistIds> {
    return this.wishlist.ids(user.id);
  }

  @Put(WISHLIST_API.item)
  @HttpCode(204)
  async add(@Param('templateId') templateId: string, @CurrentUser() user: UserEntity): Promise<void> {
    await this.wishlist.add(user.id, templateId);
  }

  @Delete(WISHLIST_API.item)
  @HttpCode(204)
  async remove(@Param('templateId') templateId: string, @CurrentUser() user: UserEntity): Promise<void> {
    await this.wishlist.remove(user.id, templateId);
  }
}
