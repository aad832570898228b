import { useState } from 'react';
import useSWR from 'swr';
import { Alert, App, Button, Card, Flex, Form, Input, Table, Typography } from 'antd';
import { PURCHASE_CODE_API, supportTokenPath } from '@tm/contracts/licences';
import type { NewSupportToken, SupportToken } from '@tm/contracts/licences.schemas';
import { apiFetch, formatShortDate, getJson, postJson, userMessage } from '@tm/platform';

/**
 * Support tokens (decision 091): the owner's support desk checks purchase codes with one
 * (GET /api/admin/purchase-codes/:code, Authorization: Bearer …). A token is shown once, when made;
 * only its hash is kept. Revoking one stops it at once. Both are audited.
 */
export function SupportTokens() {
  const { notification } = App.useApp();
  const { data, error, mutate } = useSWR<SupportToken[], Error>(PURCHASE_CODE_API.tokens, getJson);
  const [made, setMade] = useState<NewSupportToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ label: string }>();

  async function create({ label }: { label: string }) {
    setBusy(true);
    try {
      setMade(await postJson<NewSupportToken>(PURCHASE_CODE_API.tokens, { label }));
      form.resetFields();
      await mutate();
    } catch (failure) {
      notification.error({ message: userMessage(failure, 'The token could not be made.') });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: SupportToken) {
    try {
      await apiFetch(supportTokenPath(token.id), { method: 'DELETE' });
      notification.success({ message: `Token "${token.label}" revoked` });
      await mutate();
    } catch (failure) {
      notification.error({ message: userMessage(failure, 'The token could not be revoked.') });
    }
  }

  return (
    <Card title="Support tokens" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Your support desk checks a buyer&apos;s purchase code with a token: GET {PURCHASE_CODE_API.verify} with the header Authorization:
        Bearer and the token. It answers the template, the licence, the buyer&apos;s name, the purchase date and whether the licence is
        valid, never the buyer&apos;s email.
      </Typography.Paragraph>
      {made ? (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setMade(null)}
          message={`Token "${made.label}" made: copy it now, it is not shown again`}
          description={
            <Typography.Text copyable code>
              {made.token}
            </Typography.Text>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="inline" onFinish={(values) => void create(values)} style={{ marginBottom: 16 }}>
        <Form.Item name="label" label="Label" rules={[{ required: true, whitespace: true, message: 'Label must be 1 to 80 characters' }]}>
          <Input maxLength={80} placeholder="Help desk" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            Make a token
          </Button>
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={userMessage(error, 'The tokens could not be loaded.')} /> : null}
      <Table<SupportToken>
        rowKey="id"
        size="small"
        pagination={false}
        loading={!data && !error}
        dataSource={data ?? []}
        locale={{ emptyText: 'No tokens yet' }}
        columns={[
          { title: 'Label', dataIndex: 'label' },
          { title: 'Ends in', dataIndex: 'hint', render: (hint: string) => `…${hint}` },
          { title: 'Made', dataIndex: 'createdAt', render: (at: string) => formatShortDate(at) },
          {
            title: 'State',
            key: 'state',
            render: (_: unknown, token) =>
              token.revokedAt ? (
                `Revoked ${formatShortDate(token.revokedAt)}`
              ) : (
                <Flex gap={8} align="center">
                  Active
                  <Button size="small" danger onClick={() => void revoke(token)}>
                    Revoke
                    <span className="tm-visually-hidden"> {token.label}</span>
                  </Button>
                </Flex>
              ),
          },
        ]}
      />
    </Card>
  );
}
