import { useState } from 'react';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { CATEGORIES } from '@tm/contracts/catalog';
import type { AdminDiscountCode, DiscountCodeBody } from '@tm/contracts/discounts.schemas';
import { ApiError, userMessage } from '@tm/platform';
import { centsOf, createDiscountCode, isoOf, localOf, searchTemplates, updateDiscountCode } from './discount-codes-api';

interface Values {
  code: string;
  kind: 'percent' | 'amount';
  percentOff?: number | null;
  amountOff?: number | null;
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number | null;
  oncePerBuyer: boolean;
  minimumOrder?: number | null;
  scope: 'all' | 'chosen';
  templateIds: string[];
  categories: string[];
}

/** The server's field names (the first word of its 400's message) as the form's. */
const FIELDS: Record<string, keyof Values> = {
  code: 'code',
  percentOff: 'percentOff',
  amountOffCents: 'amountOff',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  usageLimit: 'usageLimit',
  minimumOrderCents: 'minimumOrder',
  templateIds: 'templateIds',
  categories: 'categories',
};

/** The form field a refusal is about, or null for the form as a whole. */
function fieldOf(failure: unknown, text: string): keyof Values | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.status === 409) return /exists/.test(text) ? 'code' : null;
  if (failure.status !== 400) return null;
  if (/^Choose at least one/.test(text)) return 'templateIds';
  return FIELDS[/^(\w+) /.exec(text)?.[1] ?? ''] ?? null;
}

const valuesOf = (code: AdminDiscountCode | null): Values =>
  code
    ? {
        code: code.code,
        kind: code.kind,
        percentOff: code.percentOff,
        amountOff: code.amountOffCents === null ? null : code.amountOffCents / 100,
        startsAt: localOf(code.startsAt),
        endsAt: localOf(code.endsAt),
        usageLimit: code.usageLimit,
        oncePerBuyer: code.oncePerBuyer,
        minimumOrder: code.minimumOrderCents / 100,
        scope: code.scope,
        templateIds: code.templateIds,
        categories: code.categories,
      }
    : { code: '', kind: 'percent', percentOff: 10, oncePerBuyer: false, scope: 'all', templateIds: [], categories: [], minimumOrder: 0 };

/** Make or change a discount code (decision 090); the server's 400 names the field, shown under it. */
export function DiscountCodeForm({
  code,
  onClose,
  onSaved,
}: {
  code: AdminDiscountCode | null;
  onClose: () => void;
  onSaved: (saved: AdminDiscountCode) => void | Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [templateOptions, setTemplateOptions] = useState<Array<{ value: string; label: string }>>(
    (code?.templateIds ?? []).map((id) => ({ value: id, label: id })),
  );
  const kind = Form.useWatch('kind', form) ?? valuesOf(code).kind;
  const scope = Form.useWatch('scope', form) ?? valuesOf(code).scope;

  const loadTemplates = async (search: string) => {
    try {
      const found = await searchTemplates(search);
      const chosen = (form.getFieldValue('templateIds') as string[] | undefined) ?? [];
      setTemplateOptions((known) => [
        ...known.filter((option) => chosen.includes(option.value)),
        ...found.filter((option) => !chosen.includes(option.value)),
      ]);
    } catch {
      // The list stays as it was; the field still takes what was chosen.
    }
  };

  const save = async (values: Values) => {
    setSaving(true);
    setFormError(null);
    const body: DiscountCodeBody = {
      code: values.code.trim(),
      kind: values.kind,
      percentOff: values.kind === 'percent' ? (values.percentOff ?? null) : null,
      amountOffCents: values.kind === 'amount' ? centsOf(values.amountOff) : null,
      startsAt: isoOf(values.startsAt),
      endsAt: isoOf(values.endsAt),
      usageLimit: values.usageLimit ?? null,
      oncePerBuyer: values.oncePerBuyer,
      minimumOrderCents: centsOf(values.minimumOrder) ?? 0,
      scope: values.scope,
      templateIds: values.scope === 'chosen' ? values.templateIds : [],
      categories: values.scope === 'chosen' ? (values.categories as DiscountCodeBody['categories']) : [],
    };
    try {
      await onSaved(code ? await updateDiscountCode(code.id, { ...body, revision: code.revision }) : await createDiscountCode(body));
    } catch (failure) {
      const text = userMessage(failure, 'The code could not be saved');
      const field = fieldOf(failure, text);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else setFormError(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={code ? `Edit ${code.code}` : 'New discount code'}
      okText={code ? 'Save' : 'Create code'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(code)}
        onFinish={(values) => void save(values)}
        requiredMark="optional"
      >
        <Form.Item
          name="code"
          label="Code"
          extra="Letters, digits, - and _; buyers may type it in any case."
          rules={[{ required: true, message: 'Enter a code' }]}
        >
          <Input maxLength={32} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="kind" label="Discount">
          <Radio.Group
            options={[
              { value: 'percent', label: 'Percentage' },
              { value: 'amount', label: 'Amount' },
            ]}
          />
        </Form.Item>
        {kind === 'percent' ? (
          <Form.Item name="percentOff" label="Percent off" rules={[{ required: true, message: 'Enter a percentage from 1 to 100' }]}>
            <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name="amountOff" label="Amount off (USD)" rules={[{ required: true, message: 'Enter an amount' }]}>
            <InputNumber min={0.01} precision={2} prefix="$" style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="startsAt" label="Starts (your time)" extra="Empty: from now.">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="endsAt" label="Ends (your time)" extra="Empty: no end.">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="usageLimit" label="Uses in all" extra="Empty: no limit. Counted when an order is paid.">
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="oncePerBuyer" valuePropName="checked">
          <Checkbox>Once per buyer</Checkbox>
        </Form.Item>
        <Form.Item name="minimumOrder" label="Minimum order (USD)" extra="Of the templates the code is for.">
          <InputNumber min={0} precision={2} prefix="$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="scope" label="For">
          <Radio.Group
            options={[
              { value: 'all', label: 'All templates' },
              { value: 'chosen', label: 'Chosen templates or categories' },
            ]}
          />
        </Form.Item>
        {scope === 'chosen' ? (
          <>
            <Form.Item name="templateIds" label="Templates">
              <Select
                mode="multiple"
                showSearch={{ filterOption: false, onSearch: (search) => void loadTemplates(search) }}
                options={templateOptions}
                onFocus={() => void loadTemplates('')}
                placeholder="Search templates"
              />
            </Form.Item>
            <Form.Item name="categories" label="Categories">
              <Select mode="multiple" options={CATEGORIES.map((category) => ({ value: category, label: category }))} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
