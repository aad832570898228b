import { Tag } from 'antd';
import { ADMIN_ORDER_FILTER_LABELS } from '@tm/contracts/admin-orders';
import type { OrderStatus } from '@tm/contracts/orders';

const COLORS: Record<OrderStatus, string> = {
  completed: 'success',
  pending: 'processing',
  cancelled: 'default',
  refunded: 'error',
  expired: 'default',
};

/** An order's status in words (never colour alone), with its partly refunded and disputed states beside it. */
export function OrderStatusTags({ status, partlyRefunded, disputed }: { status: OrderStatus; partlyRefunded: boolean; disputed: boolean }) {
  return (
    <>
      <Tag color={COLORS[status]}>{ADMIN_ORDER_FILTER_LABELS[status]}</Tag>
      {partlyRefunded && <Tag color="warning">{ADMIN_ORDER_FILTER_LABELS['partly-refunded']}</Tag>}
      {disputed && <Tag color="error">{ADMIN_ORDER_FILTER_LABELS.disputed}</Tag>}
    </>
  );
}
