import { Alert, Descriptions, Empty, List, Modal, Spin, Tag, Typography } from 'antd';
import { ADMIN_MESSAGES, type Customer, type CustomerOrder } from '@tm/contracts/admin';
import { formatDollars, formatShortDate } from '@tm/platform';
import { useCustomerOrders } from './customers-api';

/** back-office §9: order ids in the customer dialog are their last 8 characters. */
const dialogOrderId = (id: string) => id.slice(-8);

const STATUS_COLORS: Record<string, string> = { completed: 'success', pending: 'processing', cancelled: 'error' };

function OrderRow({ order }: { order: CustomerOrder }) {
  return (
    <List.Item>
      <div className="admin-order">
        <div className="admin-order__head">
          <Typography.Text strong>Order #{dialogOrderId(order.id)}</Typography.Text>
          <Tag color={STATUS_COLORS[order.status] ?? 'default'}>{order.status.charAt(0).toUpperCase() + order.status.slice(1)}</Tag>
          <Typography.Text type="secondary">{formatShortDate(order.createdAt)}</Typography.Text>
          <Typography.Text strong className="admin-order__total">
            {formatDollars(order.total)}
          </Typography.Text>
        </div>
        <ul className="admin-order__items">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.templateName} × {item.quantity} · {formatDollars(item.price)}
            </li>
          ))}
        </ul>
      </div>
    </List.Item>
  );
}

/** The customer detail dialog (back-office §2): who they are and their orders. */
export function CustomerOrdersDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { data: orders, error, isLoading } = useCustomerOrders(customer?.id ?? null);
  return (
    <Modal open={customer !== null} title={customer ? `Customer: ${customer.username}` : ''} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {customer ? (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="admin-customer-facts">
            <Descriptions.Item label="Email">{customer.email}</Descriptions.Item>
            <Descriptions.Item label="Joined">{formatShortDate(customer.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Orders">{customer.orderCount}</Descriptions.Item>
            <Descriptions.Item label="Total spent">{formatDollars(customer.totalSpent)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={3} className="admin-dialog-heading">
            Orders
          </Typography.Title>
          {error ? (
            <Alert type="error" showIcon message={ADMIN_MESSAGES.customerDetailsFailed} />
          ) : isLoading || !orders ? (
            <Spin aria-label="Loading orders" />
          ) : orders.length === 0 ? (
            <Empty description={ADMIN_MESSAGES.noCustomerOrders} />
          ) : (
            <List dataSource={orders} rowKey="id" renderItem={(order) => <OrderRow order={order} />} />
          )}
        </>
      ) : null}
    </Modal>
  );
}
