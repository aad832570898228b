import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import type { z } from 'zod';
import { CONTACT_API, type AdminMessage, type AdminMessagesPage, type AdminOutboxPage } from '@tm/contracts/contact';
import { AdminMessagesQuerySchema, AdminOutboxQuerySchema, MessageStatusBodySchema } from '@tm/contracts/contact.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { AdminMessagesService } from './admin-messages.service';

/** The support inbox and the mail outbox, for admins (decision 038). */
@Controller()
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @AdminOnly()
  @Get(CONTACT_API.adminMessages)
  list(
    @Query(new ZodValidationPipe(AdminMessagesQuerySchema)) query: z.output<typeof AdminMessagesQuerySchema>,
  ): Promise<AdminMessagesPage> {
    return this.messages.page(query);
  }

  @AdminOnly()
  @Get(CONTACT_API.adminOutbox)
  outbox(@Query(new ZodValidationPipe(AdminOutboxQuerySchema)) query: z.output<typeof AdminOutboxQuerySchema>): Promise<AdminOutboxPage> {
    return this.messages.outbox(query.page);
  }

  @AdminOnly()
  @Get(CONTACT_API.adminMessage)
  one(@Param('id') id: string): Promise<AdminMessage> {
    return this.messages.one(id);
  }

  @AdminOnly()
  @Patch(CONTACT_API.adminMessage)
  setStatus(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(MessageStatusBodySchema)) body: z.output<typeof MessageStatusBodySchema>,
  ): Promise<AdminMessage> {
    return this.messages.setStatus(actor, id, body.status);
  }
}
