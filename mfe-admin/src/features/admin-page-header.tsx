import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** Every back-office page's top: its h1 and one line of what it is for, its actions on the right. */
export function AdminPageHeader({ title, subtitle, actions }: { title: string; subtitle: string; actions: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </div>
      {actions}
    </Flex>
  );
}
