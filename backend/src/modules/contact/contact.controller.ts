import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { CONTACT_API } from '@tm/contracts/contact';
import { ContactBodySchema } from '@tm/contracts/contact.schemas';
import { Public } from '../../common/access/access.decorators';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { ContactService } from './contact.service';

/** docs/product/back-office.md §7 `POST /api/email`: the contact form. */
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** 200 {success: true} for every valid message, a bot's included (it must not learn it was caught). */
  @Public()
  @Post(CONTACT_API.email)
  @HttpCode(200)
  async send(
    @Body(new ZodValidationPipe(ContactBodySchema)) body: z.output<typeof ContactBodySchema>,
    @Req() req: Request,
  ): Promise<{ success: true }> {
    await this.contact.submit(body, clientAddress(req));
    return { success: true };
  }
}
