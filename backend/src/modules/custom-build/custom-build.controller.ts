import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { CUSTOM_BUILD_API, CUSTOM_BUILD_LIMITS, CUSTOM_BUILD_MESSAGES } from '@tm/contracts/custom-build';
import type {
  AddToCartResult,
  ChatReply,
  CustomBuildCart,
  CustomBuildSummaryDto as CustomBuildSummary,
  SaveSummaryResult,
  SavedSummaries,
} from '@tm/contracts/custom-build.schemas';
import {
  AddCustomBuildToCartBodySchema,
  ChatBodySchema,
  GenerateSummaryBodySchema,
  SaveSummaryBodySchema,
} from '@tm/contracts/custom-build.schemas';
import { Customer, Public, Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import type { UserEntity } from '../users/entities/user.entity';
import { ConsultantService } from './consultant.service';
import { CustomBuildSummariesService } from './summaries.service';

const HOUR = 60 * 60_000;
const SHOPPER_ONLY = { signedOut: CUSTOM_BUILD_MESSAGES.loginRequired, admin: CUSTOM_BUILD_MESSAGES.adminNoOrders };

/** docs/product/storefront.md §7 custom-build calls (decision 036). */
@Controller()
export class CustomBuildController {
  constructor(
    private readonly consultant: ConsultantService,
    private readonly summaries: CustomBuildSummariesService,
    private readonly limits: RateLimitService,
  ) {}

  /** Anyone; at most chatPerHour messages per client address and per signed-in user. */
  @Public()
  @Post(CUSTOM_BUILD_API.chat)
  @HttpCode(200)
  async chat(
    @Body(new ZodValidationPipe(ChatBodySchema)) body: z.output<typeof ChatBodySchema>,
    @CurrentUser() user: UserEntity | undefined,
    @Req() req: Request,
  ): Promise<ChatReply> {
    const limit = { max: CUSTOM_BUILD_LIMITS.chatPerHour, windowMs: HOUR };
    await this.limits.take(
      { bucket: 'custom-build-chat-ip', ...limit },
      bySubject.address(clientAddress(req)),
      CUSTOM_BUILD_MESSAGES.tooManyMessages,
    );
    if (user)
      await this.limits.take({ bucket: 'custom-build-chat-user', ...limit }, bySubject.key(user.id), CUSTOM_BUILD_MESSAGES.tooManyMessages);
    return this.consultant.reply(body);
  }

  /** Anyone (a guest's summary is claimed when they sign in); priced and stored here. */
  @Public()
  @Post(CUSTOM_BUILD_API.generateSummary)
  @HttpCode(200)
  async generateSummary(
    @Body(new ZodValidationPipe(GenerateSummaryBodySchema)) body: z.output<typeof GenerateSummaryBodySchema>,
    @CurrentUser() user: UserEntity | undefined,
    @Req() req: Request,
  ): Promise<CustomBuildSummary> {
    await this.limits.take(
      { bucket: 'custom-build-summary-ip', max: CUSTOM_BUILD_LIMITS.summariesPerHour, windowMs: HOUR },
      bySubject.address(clientAddress(req)),
      CUSTOM_BUILD_MESSAGES.tooManySummaries,
    );
    return this.summaries.generate(body.requirements, user, body.conversationHistory);
  }

  @Customer()
  @Get(CUSTOM_BUILD_API.summaries)
  list(@CurrentUser() user: UserEntity): Promise<SavedSummaries> {
    return this.summaries.list(user);
  }

  /** The stored summary the body names becomes the caller's; the answer is the stored one (its price, not the body's). */
  @Shopper(SHOPPER_ONLY)
  @Post(CUSTOM_BUILD_API.summaries)
  @HttpCode(200)
  async save(
    @Body(new ZodValidationPipe(SaveSummaryBodySchema)) body: z.output<typeof SaveSummaryBodySchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<SaveSummaryResult> {
    return { ok: true, summary: await this.summaries.save(user, body.summary.id) };
  }

  @Shopper(SHOPPER_ONLY)
  @Post(CUSTOM_BUILD_API.addToCart)
  @HttpCode(200)
  async addToCart(
    @Body(new ZodValidationPipe(AddCustomBuildToCartBodySchema)) body: z.output<typeof AddCustomBuildToCartBodySchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<AddToCartResult> {
    return { success: true, summary: await this.summaries.addToCart(user, body.summary.id) };
  }

  @Shopper(SHOPPER_ONLY)
  @Get(CUSTOM_BUILD_API.cart)
  async cart(@CurrentUser() user: UserEntity): Promise<CustomBuildCart> {
    return { summary: await this.summaries.cart(user) };
  }

  @Shopper(SHOPPER_ONLY)
  @Delete(CUSTOM_BUILD_API.cart)
  @HttpCode(200)
  async removeFromCart(@CurrentUser() user: UserEntity): Promise<CustomBuildCart> {
    await this.summaries.removeFromCart(user);
    return { summary: null };
  }
}
