import { useId, useState } from 'react';
import { App, Button, Card, Empty, Input, Typography } from 'antd';
import { STUDIO_DESK_LIMITS, STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import type { StudioBuildDetail } from '@tm/contracts/studio-desk.schemas';
import { userMessage } from '@tm/platform';
import { when } from './build-facts';
import { sendStudioMessage } from './custom-builds-api';

/** The chat the summary came from, as the visitor had it. */
export function BuildChat({ chat }: { chat: StudioBuildDetail['chat'] }) {
  return (
    <Card>
      <section aria-label="The whole chat">
        <Typography.Title level={2}>The whole chat</Typography.Title>
        {chat.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This build's chat was not kept (sold before chats were kept)." />
        ) : (
          <ol className="build-chat" tabIndex={0} aria-label="Chat messages">
            {chat.map((line, index) => (
              <li key={index} className={`build-bubble build-bubble--${line.role}`}>
                <p className="build-bubble__meta">{line.role === 'user' ? 'Visitor' : 'Consultant'}</p>
                <p>{line.content}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

/** Messages with the buyer (mailed through the outbox, shown on both sides) and the box to write one. */
export function BuildMessages({
  orderItemId,
  messages,
  onSent,
}: {
  orderItemId: string;
  messages: StudioBuildDetail['messages'];
  onSent: () => void;
}) {
  const { notification } = App.useApp();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send() {
    if (!text.trim()) return setError(STUDIO_DESK_MESSAGES.emptyMessage);
    setPending(true);
    setError(null);
    try {
      await sendStudioMessage(orderItemId, text.trim());
      setText('');
      notification.success({ message: 'Message sent to the buyer', description: 'It is mailed through the outbox.' });
      onSent();
    } catch (failure) {
      setError(userMessage(failure, 'The message could not be sent. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <section aria-label="Messages with the buyer">
        <Typography.Title level={2}>Messages with the buyer</Typography.Title>
        {messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No message yet" />
        ) : (
          <ol className="build-messages">
            {messages.map((message) => (
              <li key={message.id} className={`build-bubble build-bubble--${message.author}`}>
                <p className="build-bubble__meta">
                  {message.author === 'studio' ? 'The studio' : 'The buyer'} · {when(message.createdAt)}
                </p>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form
          className="build-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={id}>Message to the buyer</label>
          <Input.TextArea
            id={id}
            rows={4}
            maxLength={STUDIO_DESK_LIMITS.messageMaxChars}
            value={text}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error ? (
            <Typography.Text id={`${id}-error`} type="danger">
              {error}
            </Typography.Text>
          ) : null}
          <div>
            <Button type="primary" htmlType="submit" loading={pending}>
              Send message
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
