import { SetMetadata } from '@nestjs/common';
import type { Access } from '@tm/contracts/routes';

export const ACCESS_METADATA = 'tm:access';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_METADATA, 'public' satisfies Access);
/** Any signed-in user (customers and admins). */
export const Customer = () => SetMetadata(ACCESS_METADATA, 'customer' satisfies Access);
/** Signed-in users whose database row has isAdmin. */
export const AdminOnly = () => SetMetadata(ACCESS_METADATA, 'admin' satisfies Access);
