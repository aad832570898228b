import { forwardRef, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CUSTOM_BUILD_LIMITS } from '@tm/contracts/custom-build';
import { Button } from '@tm/platform';
import type { ShownMessage } from './use-custom-build';

interface ChatPanelProps {
  messages: ShownMessage[];
  pending: boolean;
  /** Input and send are off in the summary phase (docs/product/storefront.md §4). */
  locked: boolean;
  send: (text: string) => Promise<boolean>;
}

/**
 * The consultant's chat (docs/product/storefront.md §2): messages as plain text, a typing indicator, the input and
 * Send. The ref is the input, so the page can give it the focus (a new quote).
 */
export const ChatPanel = forwardRef<HTMLTextAreaElement, ChatPanelProps>(function ChatPanel({ messages, pending, locked, send }, inputRef) {
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const setInput = (element: HTMLTextAreaElement | null) => {
    input.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };
  const disabled = pending || locked;
  const empty = text.trim() === '';
  // The input is disabled while the reply is awaited, which drops its focus: give it back once enabled.
  const refocus = useRef(false);
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [disabled]);

  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || empty) return;
    const sent = text;
    setText('');
    refocus.current = true;
    const ok = await send(sent);
    if (!ok) setText(sent);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <section className="tm-card cb-chat" aria-labelledby="cb-chat-title">
      <h2 id="cb-chat-title" className="cb-card-title">
        Chat with our AI consultant
      </h2>
      <div ref={log} className="cb-chat__log" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        <ol className="cb-chat__list">
          {messages.map((message) => (
            <li key={message.id} className={`cb-msg cb-msg--${message.role}`}>
              <span className="tm-visually-hidden">{message.role === 'assistant' ? 'Consultant: ' : 'You: '}</span>
              {message.content}
            </li>
          ))}
        </ol>
        {pending ? (
          <div className="cb-msg cb-msg--assistant cb-typing" role="status">
            <span className="cb-typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="tm-visually-hidden">The consultant is typing...</span>
          </div>
        ) : null}
      </div>
      <form className="cb-chat__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="cb-message" className="tm-visually-hidden">
          Your message
        </label>
        <textarea
          id="cb-message"
          ref={setInput}
          className="tm-input cb-chat__input"
          rows={2}
          maxLength={CUSTOM_BUILD_LIMITS.messageMaxChars}
          placeholder={locked ? 'Your summary is being prepared...' : 'Describe your business and the website you need...'}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || empty} loading={pending}>
          Send
        </Button>
      </form>
    </section>
  );
});
