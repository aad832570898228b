import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ACCOUNT_PRIVACY_ADMIN_API, ACCOUNT_PRIVACY_MESSAGES } from '@tm/contracts/account-privacy';
import { AdminDeleteAccountSchema, type AdminDeleteAccount } from '@tm/contracts/account-privacy.schemas';
import type { MessageResponse } from '@tm/contracts/auth';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { AccountDeletionService } from '../account-privacy';

/**
 * The Customers tab's "Delete account" (decision 086): a deletion the customer asked for by mail, carried
 * out as their own would be, with its audit entry in the same transaction. Admins, unknown and already
 * deleted accounts answer 404, as the customer calls do for anyone who is not a customer.
 */
@Controller()
export class CustomerDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @AdminOnly()
  @Post(ACCOUNT_PRIVACY_ADMIN_API.deleteCustomer)
  @HttpCode(200)
  async deleteAccount(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(AdminDeleteAccountSchema)) body: AdminDeleteAccount,
    @Actor() actor: AdminActor,
  ): Promise<MessageResponse> {
    await this.deletion.deleteByAdmin(actor, id, body.reviews);
    return { message: ACCOUNT_PRIVACY_MESSAGES.adminAccountDeleted };
  }
}
