import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import type { Access } from '@tm/contracts/routes';
import { ApiError } from '../http/api-error';
import { ACCESS_MESSAGES_METADATA, ACCESS_METADATA, type AccessMessages } from './access.decorators';

export const ACCESS_NOT_DECLARED_MESSAGE = 'This route is not available';
export const SHOPPERS_ONLY_MESSAGE = 'This is for customers, not admins';

/**
 * Deny by default: a route answers only if it (or its controller) declares who may call it.
 * req.user is loaded from the database on every request (see the session serializer), so
 * isAdmin is never taken from the client or from stale session data.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    const user = context.switchToHttp().getRequest<Request>().user;
    switch (access) {
      case 'public':
        return true;
      case 'customer':
        if (!user) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
        return true;
      case 'shopper': {
        const messages = this.reflector.getAllAndOverride<AccessMessages | undefined>(ACCESS_MESSAGES_METADATA, [
          context.getHandler(),
          context.getClass(),
        ]);
        if (!user) throw new ApiError(401, messages?.signedOut ?? AUTH_MESSAGES.notSignedIn);
        if (user.isAdmin) throw new ApiError(403, messages?.admin ?? SHOPPERS_ONLY_MESSAGE);
        return true;
      }
      case 'admin':
        if (!user) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
        if (!user.isAdmin) throw new ApiError(403, AUTH_MESSAGES.adminOnly);
        return true;
      case undefined:
        throw new ApiError(403, ACCESS_NOT_DECLARED_MESSAGE);
      default: {
        const unknown: never = access;
        throw new Error(`Unknown access level ${String(unknown)}`);
      }
    }
  }
}
