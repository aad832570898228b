import { useId, useState, type ReactNode } from 'react';
import { Flex, Input, Modal, Typography } from 'antd';
import { ADMIN_LIMITS } from '@tm/contracts/admin';

/**
 * The order page's refund confirmation (decision 088), for the whole order and for one line: a reason of
 * ADMIN_LIMITS' length (kept in the audit log and sent to the buyer) and what will happen. `onConfirm`
 * gets the trimmed reason and resolves true when the refund went through, which closes the dialog.
 */
export function RefundDialog({
  open,
  title,
  okText,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  busy: boolean;
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const tooShort = reason.trim().length < ADMIN_LIMITS.minRefundReason;

  async function confirm() {
    if (!(await onConfirm(reason.trim()))) return;
    setReason('');
    onClose();
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, disabled: tooShort, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <label htmlFor={reasonId}>Reason (kept in the audit log and sent to the buyer)</label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          maxLength={ADMIN_LIMITS.maxRefundReason}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setReason(event.target.value)}
        />
        <Typography.Text type="secondary">{children}</Typography.Text>
      </Flex>
    </Modal>
  );
}
