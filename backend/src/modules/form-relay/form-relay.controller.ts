import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FORM_RELAY_API } from '@tm/contracts/form-relay';
import { Public } from '../../common/access/access.decorators';
import { clientAddress } from '../../common/http/client-address';
import { AcceptsBody } from '../../common/http/json-body.guard';
import { thankYouPage } from './form-relay-page';
import { FormRelayService } from './form-relay.service';

/**
 * The form relay's one route (decision 092): public, cross-origin by design, no session used. A plain
 * HTML form gets a thank-you page, a fetch gets `{sent: true}`; a bot's post gets the same answer.
 */
@Controller()
export class FormRelayController {
  constructor(private readonly relay: FormRelayService) {}

  @Public()
  @Post(FORM_RELAY_API.submit)
  @HttpCode(200)
  @AcceptsBody('application/x-www-form-urlencoded')
  async submit(
    @Param('siteKey') siteKey: string,
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | { sent: true }> {
    const { siteName } = await this.relay.submit(siteKey, body, clientAddress(req));
    if (!wantsPage(req)) return { sent: true };
    res.type('html');
    return thankYouPage(siteName, req.get('referer'));
  }
}

/** A browser's form post (urlencoded, or asking for HTML) rather than a script's fetch. */
const wantsPage = (req: Request) =>
  typeof req.is('application/x-www-form-urlencoded') === 'string' || (req.get('accept') ?? '').toLowerCase().includes('text/html');
