import type { BuildMessage } from '@tm/contracts/studio-desk.schemas';
import { Card, formatLongDate } from '@tm/platform';
import { MessageComposer } from './message-composer';

/** The messages between the buyer and the studio, oldest first, and a box to write one (mailed to the studio). */
export function BuildMessages({ messages, onSend }: { messages: BuildMessage[]; onSend: (body: string) => Promise<void> }) {
  return (
    <Card aria-label="Messages" title="Messages" description="Messages are also sent by email.">
      {messages.length === 0 ? (
        <p className="tm-muted">No messages yet.</p>
      ) : (
        <ol className="build-list build-messages">
          {messages.map((message) => (
            <li key={message.id} className={`build-message build-message--${message.author}`}>
              <p className="build-message__meta">
                <strong>{message.author === 'studio' ? 'The studio' : 'You'}</strong>{' '}
                <time dateTime={message.createdAt}>{formatLongDate(message.createdAt)}</time>
              </p>
              <p className="build-message__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <MessageComposer label="Write to the studio" submitLabel="Send message" onSend={onSend} />
    </Card>
  );
}
