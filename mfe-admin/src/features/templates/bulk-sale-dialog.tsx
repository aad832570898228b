import { useState } from 'react';
import { Alert, App, Button, DatePicker, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { BULK_SALE_LIMITS } from '@tm/contracts/listings';
import { subcategoryLabel, userMessage } from '@tm/platform';

import { bulkSaleBody, putOnSale, type BulkSaleValues, type SaleTarget } from './bulk-sale-api';

/** A date and a time to the minute, as the listing editor's sale fields take them. */
const PICKER = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm', style: { width: '100%' } } as const;

const FAILED = 'The templates could not be put on sale. Try again.';

interface FormValues extends BulkSaleValues {
  target: SaleTarget['kind'];
}

export interface BulkSaleDialogProps {
  open: boolean;
  /** The rows chosen in the table (any page). */
  selectedIds: readonly string[];
  /** The table's category and subcategory filters ('all': none): the whole category is offered only when one is chosen. */
  category: Category | 'all';
  subcategory: string;
  onClose: () => void;
  /** After the sale is stored: the table and the cards read again, the choice is cleared. */
  onDone: () => void;
}

/**
 * "Put on sale": a percentage off the chosen templates or off a whole category, from an optional start
 * to an optional end (decision 076's sales, many at once). The server prices each listing in whole
 * cents and checks the times; what it refuses is shown here, in its own words, and the dialog stays open.
 */
export function BulkSaleDialog({ open, selectedIds, category, subcategory, onClose, onDone }: BulkSaleDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = selectedIds.length;
  const categoryName =
    category === 'all' ? null : `${CATEGORY_LABELS[category]}${subcategory !== 'all' ? ` / ${subcategoryLabel(subcategory)}` : ''}`;

  function close() {
    if (sending) return;
    setRefusal(null);
    onClose();
  }

  async function send(values: FormValues) {
    const target: SaleTarget =
      values.target === 'selected' || category === 'all'
        ? { kind: 'selected', ids: selectedIds }
        : { kind: 'category', category, subcategory: subcategory === 'all' ? null : subcategory };
    setSending(true);
    setRefusal(null);
    try {
      const answer = await putOnSale(bulkSaleBody(target, values));
      void message.success(answer.message);
      onDone();
      onClose();
    } catch (failure) {
      setRefusal(userMessage(failure, FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Put on sale"
      onCancel={close}
      maskClosable={!sending}
      closable={!sending}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={sending}>
          Cancel
        </Button>,
        <Button key="send" type="primary" onClick={() => form.submit()} loading={sending}>
          Put on sale
        </Button>,
      ]}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="bulk-sale"
        onFinish={(values) => void send(values)}
        // The form is made again at each opening (destroyOnHidden): it starts from the choice the table offers.
        initialValues={{ target: count > 0 ? 'selected' : 'category', percentOff: null, startsAt: null, endsAt: null }}
        disabled={sending}
      >
        <Form.Item name="target" label="Which templates">
          <Radio.Group aria-label="Which templates">
            <Radio value="selected" disabled={count === 0}>
              Selected {count} {count === 1 ? 'template' : 'templates'}
            </Radio>
            <Radio value="category" disabled={categoryName === null}>
              {categoryName ? `Whole category ${categoryName}` : 'Whole category (choose one in the filters first)'}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="percentOff"
          label="Percent off"
          extra="Each sale price is rounded to the cent."
          rules={[
            { required: true, message: 'Percent off is required' },
            {
              type: 'integer',
              min: BULK_SALE_LIMITS.minPercentOff,
              max: BULK_SALE_LIMITS.maxPercentOff,
              message: `Percent off must be a whole number from ${BULK_SALE_LIMITS.minPercentOff} to ${BULK_SALE_LIMITS.maxPercentOff}`,
            },
          ]}
        >
          <InputNumber
            min={BULK_SALE_LIMITS.minPercentOff}
            max={BULK_SALE_LIMITS.maxPercentOff}
            precision={0}
            suffix="%"
            inputMode="numeric"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="startsAt" label="Sale starts" extra={`Empty: at once. Times are UTC${dayjs().format('Z')}.`}>
          <DatePicker {...PICKER} placeholder="At once" />
        </Form.Item>
        <Form.Item name="endsAt" label="Sale ends" extra="Empty: until you take it off.">
          <DatePicker {...PICKER} placeholder="No end" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      {!refusal && count === 0 && categoryName === null && (
        <Typography.Paragraph type="secondary">Choose templates in the table, or a category in the filters.</Typography.Paragraph>
      )}
    </Modal>
  );
}
