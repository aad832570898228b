import { Body, Controller, Delete, Get, Headers, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { PURCHASE_CODE_API } from '@tm/contracts/licences';
import {
  NewSupportTokenBodySchema,
  PurchaseCodeParamSchema,
  type NewSupportToken,
  type NewSupportTokenBody,
  type PurchaseCodeCheck,
  type SupportToken,
} from '@tm/contracts/licences.schemas';
import { AdminOnly, Public } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import type { UserEntity } from '../users/entities/user.entity';
import { LicencesService } from './licences.service';

/** Purchase code checks (an admin's session or a support token) and the owner's support tokens (decision 091). */
@Controller()
export class LicencesController {
  constructor(private readonly licences: LicencesService) {}

  /** Public to the guard: the service lets an admin session or a live support token through, nothing else. */
  @Get(PURCHASE_CODE_API.verify)
  @Public()
  verify(
    @Param('code', new ZodValidationPipe(PurchaseCodeParamSchema)) code: string,
    @Headers('authorization') authorization: string | undefined,
    @CurrentUser() user: UserEntity | undefined,
    @Req() req: Request,
  ): Promise<PurchaseCodeCheck> {
    return this.licences.verify(code, user ? (user.isAdmin ? 'admin' : 'customer') : 'none', authorization, clientAddress(req));
  }

  @Get(PURCHASE_CODE_API.tokens)
  @AdminOnly()
  tokens(): Promise<SupportToken[]> {
    return this.licences.listTokens();
  }

  @Post(PURCHASE_CODE_API.tokens)
  @AdminOnly()
  create(
    @Actor() actor: AdminActor,
    @Body(new ZodValidationPipe(NewSupportTokenBodySchema)) body: NewSupportTokenBody,
  ): Promise<NewSupportToken> {
    return this.licences.createToken(actor, body.label);
  }

  @Delete(PURCHASE_CODE_API.token)
  @AdminOnly()
  revoke(@Actor() actor: AdminActor, @Param('id') id: string): Promise<SupportToken> {
    return this.licences.revokeToken(actor, id);
  }
}
