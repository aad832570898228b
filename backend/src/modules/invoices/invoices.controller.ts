import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { INVOICE_API } from '@tm/contracts/invoices';
import { Public } from '../../common/access/access.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { InvoicesService } from './invoices.service';

/**
 * An order's invoice or credit note as a PDF (decision 085). @Public because the confirmation mail's
 * signed link must open it without a session: InvoicesService checks the buyer's session, an admin's,
 * or that link on every call.
 */
@Controller()
@Public()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(INVOICE_API.pdf)
  async pdf(
    @Param('orderId') orderId: string,
    @Param('documentId') documentId: string,
    @Query('token') token: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const user = req.user as UserEntity | undefined;
    const { filename, bytes } = await this.invoices.pdf(orderId, documentId, {
      user: user ? { id: user.id, isAdmin: user.isAdmin } : undefined,
      token,
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    // Personal data: no shared cache keeps it, and the browser keeps it no longer than the page.
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(Buffer.from(bytes));
  }
}
