import type { ReactNode } from 'react';
import { Card, Descriptions, Typography } from 'antd';

/** A titled card of label/value pairs, as the order page's (features/orders/order-page.tsx). */
export function BuildFacts({ title, items }: { title: string; items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Card>
      <section aria-label={title}>
        <Typography.Title level={2}>{title}</Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
        />
      </section>
    </Card>
  );
}

export const when = (iso: string | null) =>
  iso ? <time dateTime={iso}>{new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</time> : '—';

export const listOrNone = (values: readonly string[]) => (values.length ? values.join(', ') : '—');
