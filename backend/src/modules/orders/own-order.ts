import { ORDER_MESSAGES } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import type { UserEntity } from '../users/entities/user.entity';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { OrdersRepository } from './orders.repository';

/** The order if the user owns it (or may read any, as an admin); 404 otherwise, never 403: ids are not probed. */
export async function ownOrder(orders: OrdersRepository, user: UserEntity, orderId: string, adminMayRead: boolean): Promise<OrderEntity> {
  const id = parseUuid(orderId);
  const order = id ? await orders.findById(id) : null;
  if (!order || (order.userId !== user.id && !(adminMayRead && user.isAdmin))) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
  return order;
}
