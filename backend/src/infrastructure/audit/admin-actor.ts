import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientAddress } from '../../common/http/client-address';
import type { AdminActor } from './audit-log.service';

/** The admin behind an admin write, for its audit entry (AdminOnly has checked the session). */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const req = context.switchToHttp().getRequest<Request>();
  const user = req.user as { id: string; username: string };
  return { id: user.id, username: user.username, ip: clientAddress(req) };
});
