import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { SHOP_SETTINGS_API, type AdminShopSettings, type ShopIdentity } from '@tm/contracts/shop-settings';
import { ShopSettingsBodySchema, type ShopSettingsUpdate } from '@tm/contracts/shop-settings.schemas';
import { AdminOnly, Public } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { ShopSettingsService } from './shop-settings.service';

/** The owner's settings for admins, and the seller's identity for everyone (decision 075). */
@Controller()
export class ShopSettingsController {
  constructor(private readonly settings: ShopSettingsService) {}

  @AdminOnly()
  @Get(SHOP_SETTINGS_API.admin)
  read(): Promise<AdminShopSettings> {
    return this.settings.adminSettings();
  }

  @AdminOnly()
  @Put(SHOP_SETTINGS_API.admin)
  save(
    @Actor() actor: AdminActor,
    @Body(new ZodValidationPipe(ShopSettingsBodySchema)) body: ShopSettingsUpdate,
  ): Promise<AdminShopSettings> {
    return this.settings.save(actor, body);
  }

  /** Pages carry it inline; this is for a page that did not (a standalone remote) and for API clients. */
  @Public()
  @Get(SHOP_SETTINGS_API.identity)
  @Header('Cache-Control', 'no-cache')
  identity(): Promise<ShopIdentity> {
    return this.settings.identity();
  }
}
