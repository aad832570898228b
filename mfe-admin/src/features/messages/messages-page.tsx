import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { useDocumentTitle } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { useHashTab } from '../use-hash-tab';
import { InboxTab } from './inbox-tab';
import { OutboxTab } from './outbox-tab';

const TABS = ['inbox', 'outbox'] as const;
type MessagesTab = (typeof TABS)[number];

/** /admin/messages (decision 038): the support inbox, and the mail outbox of the shop. */
export function MessagesPage() {
  const navigate = useNavigate();
  useDocumentTitle('Support Messages');
  const [active, select] = useHashTab<MessagesTab>([...TABS], 'inbox');
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Support Messages"
        subtitle="Contact-form messages (we promise a reply within 24 hours) and the mail the shop sent"
        actions={<Button onClick={() => void navigate(PAGES.admin)}>Back to Admin Panel</Button>}
      />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => select(key as MessagesTab)}
          items={[
            { key: 'inbox', label: 'Inbox', children: <InboxTab /> },
            { key: 'outbox', label: 'Mail outbox', children: <OutboxTab active={active === 'outbox'} /> },
          ]}
        />
      </Card>
    </div>
  );
}
