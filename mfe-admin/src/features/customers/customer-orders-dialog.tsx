import { useEffect, useId, useRef, useState } from 'react';
import { Alert, App, Button, Descriptions, Empty, Flex, Input, List, Modal, Spin, Tag, Typography } from 'antd';
import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, adminPath } from '@tm/contracts/admin';
import type { Customer, CustomerOrder, RefundResponse } from '@tm/contracts/admin.schemas';
import { INVOICE_TEXTS } from '@tm/contracts/invoices';
import { RefundResponseSchema } from '@tm/contracts/admin.schemas';
import { formatDollars, formatShortDate, postJson, shortOrderId, userMessage } from '@tm/platform';
import { useCustomerOrders } from './customers-api';

/**
 * The order number the customer was shown and mailed (shortOrderId, unique since decision 052), rather
 * than the last 8 characters docs/product/back-office.md §9 named: an admin and a customer talking about an order then
 * quote the same number.
 */
const dialogOrderId = (id: string) => shortOrderId(id);

/** Refunded (decision 030) is styled like cancelled. */
const STATUS_COLORS: Record<string, string> = { completed: 'success', pending: 'processing', cancelled: 'error', refunded: 'error' };

async function refundOrder(orderId: string, reason: string): Promise<RefundResponse> {
  return RefundResponseSchema.parse(await postJson(adminPath(ADMIN_API.refundOrder, { id: orderId }), { reason }));
}

/** The Refund action of a completed order: a reason (kept in the audit log and sent to the buyer), then the refund. */
function RefundForm({ order, onDone, onCancel }: { order: CustomerOrder; onDone: () => void; onCancel: () => void }) {
  const { notification } = App.useApp();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const tooShort = reason.trim().length < ADMIN_LIMITS.minRefundReason;

  async function send() {
    setSending(true);
    try {
      const answer = await refundOrder(order.id, reason.trim());
      notification.success({ message: ADMIN_MESSAGES.refundedTitle, description: answer.message });
      onDone();
    } catch (failure) {
      notification.error({
        message: ADMIN_MESSAGES.refundFailedTitle,
        description: userMessage(failure, 'The order could not be refunded'),
      });
      setSending(false);
    }
  }

  return (
    <Flex vertical gap={8} className="admin-refund">
      <label htmlFor={id}>
        Reason for refunding order #{dialogOrderId(order.id)} ({formatDollars(order.total)})
      </label>
      <Input.TextArea
        id={id}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={ADMIN_LIMITS.maxRefundReason}
        rows={2}
        disabled={sending}
      />
      <Flex gap={8}>
        <Button danger type="primary" disabled={tooShort} loading={sending} onClick={() => void send()}>
          Refund {formatDollars(order.total)}
        </Button>
        <Button onClick={onCancel} disabled={sending}>
          Keep order
        </Button>
      </Flex>
    </Flex>
  );
}

function OrderRow({ order, onChanged }: { order: CustomerOrder; onChanged: () => void }) {
  const [refunding, setRefunding] = useState(false);
  // The Refund button and the form replace each other: keyboard focus follows instead of falling to the page.
  const [focusNext, setFocusNext] = useState<'button' | 'title' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (focusNext === 'button') buttonRef.current?.focus();
    if (focusNext === 'title') titleRef.current?.focus();
    if (focusNext) setFocusNext(null);
  }, [focusNext]);
  return (
    <List.Item>
      <div className="admin-order">
        <div className="admin-order__head">
          <span ref={titleRef} tabIndex={-1}>
            <Typography.Text strong>Order #{dialogOrderId(order.id)}</Typography.Text>
          </span>
          <Tag color={STATUS_COLORS[order.status] ?? 'default'}>{order.status.charAt(0).toUpperCase() + order.status.slice(1)}</Tag>
          {order.disputed ? <Tag color="warning">Disputed</Tag> : null}
          <Typography.Text type="secondary">{formatShortDate(order.createdAt)}</Typography.Text>
          <Typography.Text strong className="admin-order__total">
            {formatDollars(order.total)}
          </Typography.Text>
        </div>
        <ul className="admin-order__items">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.templateName} × {item.quantity} · {formatDollars(item.price)}
              {item.refunded ? <Typography.Text type="secondary"> · refunded (already owned)</Typography.Text> : null}
            </li>
          ))}
        </ul>
        {order.documents.length > 0 ? (
          <ul className="admin-order__documents" aria-label={`Invoices of order #${dialogOrderId(order.id)}`}>
            {order.documents.map((document) => (
              <li key={document.id}>
                <a href={document.pdfUrl} target="_blank" rel="noopener">
                  {INVOICE_TEXTS.download(document.kind, document.number)}
                </a>{' '}
                <Typography.Text type="secondary">· {formatDollars(document.grossAmount)}</Typography.Text>
              </li>
            ))}
          </ul>
        ) : null}
        {order.status === 'completed' &&
          (refunding ? (
            <RefundForm
              order={order}
              onCancel={() => {
                setRefunding(false);
                setFocusNext('button');
              }}
              onDone={() => {
                setRefunding(false);
                setFocusNext('title');
                onChanged();
              }}
            />
          ) : (
            <Button ref={buttonRef} size="small" danger onClick={() => setRefunding(true)}>
              Refund<span className="tm-visually-hidden"> order #{dialogOrderId(order.id)}</span>
            </Button>
          ))}
      </div>
    </List.Item>
  );
}

/** The customer detail dialog (docs/product/back-office.md §2): who they are and their orders. */
export function CustomerOrdersDialog({
  customer,
  onClose,
  onChanged,
}: {
  customer: Customer | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { data: orders, error, isLoading, mutate } = useCustomerOrders(customer?.id ?? null);
  return (
    <Modal
      open={customer !== null}
      title={customer ? `Customer: ${customer.username}` : ''}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
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
            <List
              dataSource={orders}
              rowKey="id"
              renderItem={(order) => (
                <OrderRow
                  order={order}
                  onChanged={() => {
                    void mutate();
                    onChanged();
                  }}
                />
              )}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
