import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Access } from '@tm/contracts/routes';

export const ACCESS_METADATA = 'tm:access';
export const ACCESS_MESSAGES_METADATA = 'tm:access-messages';

/** What a refused caller is told, where a route's spec words it differently from the defaults. */
export interface AccessMessages {
  signedOut?: string;
  admin?: string;
}

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_METADATA, 'public' satisfies Access);
/** Any signed-in user (customers and admins). */
export const Customer = () => SetMetadata(ACCESS_METADATA, 'customer' satisfies Access);
/** Signed-in users whose database row has isAdmin. */
export const AdminOnly = () => SetMetadata(ACCESS_METADATA, 'admin' satisfies Access);
/** Signed-in users who are not admins (the cart: admins have none). */
export const Shopper = (messages: AccessMessages = {}) =>
  applyDecorators(SetMetadata(ACCESS_METADATA, 'shopper' satisfies Access), SetMetadata(ACCESS_MESSAGES_METADATA, messages));
