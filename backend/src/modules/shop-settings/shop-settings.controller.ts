import { Body, Controller, Delete, Get, Header, HttpCode, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { SHOP_SETTINGS_API, type AdminShopSettings, type ShopIdentity } from '@tm/contracts/shop-settings';
import { ShopSettingsBodySchema, type ShopSettingsUpdate } from '@tm/contracts/shop-settings.schemas';
import { AdminOnly, Public } from '../../common/access/access.decorators';
import { AcceptsBody } from '../../common/http/json-body.guard';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { ShopLogoUploadInterceptor, uploadedLogo } from './logo/shop-logo-upload.interceptor';
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

  /** A new logo (multipart): 413 over 1 MB, 422 for anything but a PNG, JPEG or WebP image; audited. */
  @AdminOnly()
  @Post(SHOP_SETTINGS_API.logo)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ShopLogoUploadInterceptor)
  uploadLogo(@Actor() actor: AdminActor, @Req() req: Request): Promise<AdminShopSettings> {
    return this.settings.uploadLogo(actor, uploadedLogo(req));
  }

  @AdminOnly()
  @Delete(SHOP_SETTINGS_API.logo)
  removeLogo(@Actor() actor: AdminActor): Promise<AdminShopSettings> {
    return this.settings.removeLogo(actor);
  }

  /** Pages carry it inline; this is for a page that did not (a standalone remote) and for API clients. */
  @Public()
  @Get(SHOP_SETTINGS_API.identity)
  @Header('Cache-Control', 'no-cache')
  identity(): Promise<ShopIdentity> {
    return this.settings.identity();
  }
}
