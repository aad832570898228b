import './settings.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Select, Typography, type FormRule } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import {
  fieldOfMessage,
  SHOP_CURRENCIES,
  SHOP_TAX_BEHAVIORS,
  TAX_BEHAVIOR_LABELS,
  SHOP_SETTINGS_LABELS as LABELS,
  SHOP_SETTINGS_LIMITS as LIMITS,
  SHOP_SETTINGS_MESSAGES,
  shopIdentityOf,
  type AdminShopSettings,
  type ShopSettingsField,
  type ShopSettingsFields,
} from '@tm/contracts/shop-settings';
import { FIRST_VERSION_HOURS } from '@tm/contracts/custom-build-delivery';
import { DOCUMENT_PREFIX_DEFAULTS, documentNumber } from '@tm/contracts/invoices';
import { ShopSettingsFieldsSchema } from '@tm/contracts/shop-settings.schemas';
import { ApiError, formatShortDate, showShopIdentity, Spinner, useDocumentTitle, userMessage } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';

/** The zones this browser knows (IANA names), UTC first. */
const TIME_ZONE_OPTIONS = ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])]
  .filter((zone, i, all) => all.indexOf(zone) === i)
  .map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
import { LogoField } from './logo-field';
import { SupportTokens } from './support-tokens';
import { saveShopSettings, useShopSettings } from './settings-api';

const TITLE = 'Shop Settings';
const FORM_NAME = 'shop-settings';
const SAVE_FAILED = 'The settings could not be saved. Please try again.';
const CURRENCY_NAMES: Record<(typeof SHOP_CURRENCIES)[number], string> = { USD: 'USD: US dollar' };

/** The field's own check, the server's schema: the same words under the field before anything is sent. */
const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

function rulesOf(field: ShopSettingsField): FormRule[] {
  const schema = ShopSettingsFieldsSchema.shape[field];
  return [
    {
      validator: (_rule, value: unknown) => {
        const parsed = schema.safeParse(value ?? '');
        return parsed.success
          ? Promise.resolve()
          : Promise.reject(new Error(parsed.error.issues[0]?.message ?? `${LABELS[field]} is invalid`));
      },
    },
  ];
}

/** What went wrong with the last save, shown above the form: a conflict, or a refusal that names no field. */
type SaveProblem = { kind: 'stale' | 'failed'; message: string };

/**
 * /admin/settings (decision 075): the shop's name, support address and currency, and the seller's legal
 * name, address and numbers that the footer, the legal pages, the order confirmation and every mail
 * show. A save names the revision the form was read at; one over a later revision is refused (409) and
 * the admin reloads the latest before changing it again.
 */
export function SettingsPage() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  useDocumentTitle(TITLE);
  const { data, error, isValidating, mutate } = useShopSettings();
  // Bumped by "Reload settings": the form starts again from the latest settings, focus on its first field.
  const [reloads, setReloads] = useState(0);
  // The form starts from settings read now, not from a copy kept since the page was last open (its revision may be old).
  const [readNow, setReadNow] = useState(false);
  useEffect(() => {
    if (data && !isValidating) setReadNow(true);
  }, [data, isValidating]);

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={TITLE}
        subtitle="The shop's name, logo and who sells: shown in the header, footer, legal pages, order confirmation and every mail"
        actions={<Button onClick={() => void navigate(PAGES.admin)}>Back to Admin Panel</Button>}
      />
      <Card>
        {data && readNow ? (
          <SettingsForm
            key={reloads}
            settings={data}
            reloaded={reloads > 0}
            logoField={
              <LogoField
                logo={data.logo}
                shopName={data.settings.shopName}
                onChanged={(saved, message) => {
                  void mutate(saved, { revalidate: false });
                  void showShopIdentity(shopIdentityOf(saved.settings, saved.logo));
                  notification.success({ message });
                }}
              />
            }
            onSaved={(saved, changed) => {
              void mutate(saved, { revalidate: false });
              void showShopIdentity(shopIdentityOf(saved.settings, saved.logo));
              notification.success({
                message: changed ? SHOP_SETTINGS_MESSAGES.saved : SHOP_SETTINGS_MESSAGES.unchanged,
                description: changed ? 'Shoppers see the new details on the next page they open.' : undefined,
              });
            }}
            onReload={async () => {
              const fresh = await mutate();
              if (fresh) void showShopIdentity(shopIdentityOf(fresh.settings, fresh.logo));
              setReloads((count) => count + 1);
            }}
          />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            message={userMessage(error, 'The settings could not be loaded.')}
            action={<Button onClick={() => void mutate()}>Try again</Button>}
          />
        ) : (
          <Spinner block label="Loading settings..." />
        )}
      </Card>
      <SupportTokens />
    </div>
  );
}

function SettingsForm({
  settings,
  reloaded,
  logoField,
  onSaved,
  onReload,
}: {
  /** As read when the form was made: later saves move its revision on here, not by making it again (focus stays). */
  settings: AdminShopSettings;
  reloaded: boolean;
  /** The logo's own uploads and removal, under the name: not a field of this form's Save. */
  logoField: ReactNode;
  onSaved: (saved: AdminShopSettings, changed: boolean) => void;
  onReload: () => Promise<void>;
}) {
  const [form] = Form.useForm<ShopSettingsFields>();
  const invoicePrefix = Form.useWatch('invoicePrefix', form) as string | undefined;
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [{ revision, updatedAt }, setSaved] = useState({ revision: settings.revision, updatedAt: settings.updatedAt });
  const { defaults } = settings;

  // After a reload the button that asked for it is gone: focus goes to the first field of the fresh form.
  useEffect(() => {
    if (reloaded) form.scrollToField('shopName', { focus: true });
  }, [reloaded, form]);

  async function save(values: ShopSettingsFields) {
    setSaving(true);
    setProblem(null);
    try {
      const saved = await saveShopSettings({ ...values, revision });
      form.setFieldsValue(saved.settings);
      setSaved({ revision: saved.revision, updatedAt: saved.updatedAt });
      onSaved(saved, saved.revision !== revision);
    } catch (error) {
      const message = userMessage(error, SAVE_FAILED);
      const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : undefined;
      if (field) {
        // The server's words under the field it is about, and focus there.
        form.setFields([{ name: field, errors: [message] }]);
        form.scrollToField(field, { focus: true });
      } else {
        setProblem({ kind: error instanceof ApiError && error.status === 409 ? 'stale' : 'failed', message });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<ShopSettingsFields>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={settings.settings}
      validateTrigger="onBlur"
      scrollToFirstError={{ focus: true }}
      onFinish={(values) => void save(values)}
      requiredMark="optional"
      style={{ maxWidth: 640 }}
    >
      {problem ? (
        <Alert
          type={problem.kind === 'stale' ? 'warning' : 'error'}
          showIcon
          message={problem.message}
          style={{ marginBottom: 16 }}
          action={
            problem.kind === 'stale' ? (
              <Button size="small" onClick={() => void onReload()}>
                Reload settings
              </Button>
            ) : undefined
          }
        />
      ) : null}

      <Typography.Title level={2} className="admin-tab-heading" style={{ marginBottom: 12 }}>
        The shop
      </Typography.Title>
      <Form.Item
        name="shopName"
        label={LABELS.shopName}
        required
        rules={rulesOf('shopName')}
        extra={`In the header, page titles and mails. ${defaults.shopName} when left as it is.`}
      >
        <Input maxLength={LIMITS.shopNameMax} showCount autoComplete="organization" />
      </Form.Item>
      {logoField}
      <Form.Item
        name="supportEmail"
        label={LABELS.supportEmail}
        required
        rules={rulesOf('supportEmail')}
        extra="Where shoppers are told to write, and where contact-form messages go."
      >
        <Input type="email" maxLength={LIMITS.emailMax} autoComplete="email" />
      </Form.Item>
      <Form.Item name="currency" label={LABELS.currency} required rules={rulesOf('currency')} extra="Prices are in US dollars for now.">
        <Select options={SHOP_CURRENCIES.map((code) => ({ value: code, label: CURRENCY_NAMES[code] }))} />
      </Form.Item>
      <Form.Item
        name="taxBehavior"
        label={LABELS.taxBehavior}
        required
        rules={rulesOf('taxBehavior')}
        extra="Used when the shop charges tax through Stripe Tax (TAX_MODE=stripe): buyers see “+ tax” or “incl. VAT” beside prices."
      >
        <Select options={SHOP_TAX_BEHAVIORS.map((value) => ({ value, label: TAX_BEHAVIOR_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        name="timeZone"
        label={LABELS.timeZone}
        required
        rules={rulesOf('timeZone')}
        extra="The Dashboard counts each sale on its day in this zone. A sale keeps the day it was counted on: a new zone applies to sales made after the save."
      >
        <Select showSearch options={TIME_ZONE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="extendedLicenceMultiple"
        label={LABELS.extendedLicenceMultiple}
        required
        rules={rulesOf('extendedLicenceMultiple')}
        extra="A template without its own Extended licence price sells it at its Regular price times this (decision 091). 5 is the usual ratio."
      >
        <InputNumber min={1} max={50} precision={0} style={{ width: 120 }} />
      </Form.Item>

      <Typography.Title level={2} className="admin-tab-heading" style={{ marginTop: 8, marginBottom: 8 }}>
        The seller
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Shown in the footer, on the terms and privacy pages, on the order confirmation and under every mail. A detail left empty is left
        out.
      </Typography.Paragraph>
      <Form.Item name="legalName" label={LABELS.legalName} rules={rulesOf('legalName')}>
        <Input maxLength={LIMITS.legalNameMax} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="postalAddress"
        label={LABELS.postalAddress}
        rules={rulesOf('postalAddress')}
        // No character count under it: at phone width antd's count and this text would overlap.
        extra={`One line per line of the address: up to ${LIMITS.postalAddressLines} lines, ${LIMITS.postalAddressMax} characters.`}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: LIMITS.postalAddressLines }} maxLength={LIMITS.postalAddressMax} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="companyNumber" label={LABELS.companyNumber} rules={rulesOf('companyNumber')} style={{ flex: '1 1 220px' }}>
          <Input maxLength={LIMITS.companyNumberMax} />
        </Form.Item>
        <Form.Item name="vatNumber" label={LABELS.vatNumber} rules={rulesOf('vatNumber')} style={{ flex: '1 1 220px' }}>
          <Input maxLength={LIMITS.vatNumberMax} />
        </Form.Item>
      </Flex>

      <Typography.Title level={2} className="admin-tab-heading" style={{ marginTop: 8, marginBottom: 8 }}>
        Invoices
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every paid order gets an invoice and every refund a credit note, numbered without gaps in each year, like{' '}
        {documentNumber(invoicePrefix || DOCUMENT_PREFIX_DEFAULTS.invoice, new Date().getFullYear(), 1)}. A new prefix applies to the
        documents issued after the save; issued ones keep theirs.
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        {(['invoicePrefix', 'creditNotePrefix'] as const).map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={LABELS[field]}
            required
            rules={rulesOf(field)}
            normalize={upperCase}
            style={{ flex: '1 1 220px' }}
          >
            <Input maxLength={LIMITS.documentPrefixMax} />
          </Form.Item>
        ))}
      </Flex>

      <Typography.Title level={2} className="admin-tab-heading" style={{ marginTop: 8, marginBottom: 8 }}>
        Custom builds
      </Typography.Title>
      <Typography.Paragraph type="secondary">What a buyer of a custom website build is promised.</Typography.Paragraph>
      <Form.Item
        name="customBuildLeadDays"
        label={LABELS.customBuildLeadDays}
        required
        rules={rulesOf('customBuildLeadDays')}
        extra={`Counted from payment, Monday to Friday. The first version still comes within ${FIRST_VERSION_HOURS} hours.`}
      >
        <InputNumber min={LIMITS.customBuildLeadDaysMin} max={LIMITS.customBuildLeadDaysMax} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        name="customBuildRevisionRounds"
        label={LABELS.customBuildRevisionRounds}
        required
        rules={rulesOf('customBuildRevisionRounds')}
      >
        <InputNumber
          min={LIMITS.customBuildRevisionRoundsMin}
          max={LIMITS.customBuildRevisionRoundsMax}
          precision={0}
          style={{ width: 120 }}
        />
      </Form.Item>

      <Flex gap={12} align="center" wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Typography.Text type="secondary">
          {updatedAt ? `Last saved ${formatShortDate(updatedAt)}` : 'Not saved yet: the shop shows its defaults.'}
        </Typography.Text>
      </Flex>
    </Form>
  );
}
