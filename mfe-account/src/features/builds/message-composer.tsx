import { useId, useState, type FormEvent } from 'react';
import { STUDIO_DESK_LIMITS, STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import { Button, toast, userMessage } from '@tm/platform';

interface MessageComposerProps {
  label: string;
  submitLabel: string;
  /** Sends the text; throws to keep it in the box (the error is shown under it). */
  onSend: (body: string) => Promise<void>;
  disabled?: boolean;
  hint?: string;
}

/** A message box with its Send button: the text stays until the server took it, and its error is shown under the box. */
export function MessageComposer({ label, submitLabel, onSend, disabled = false, hint }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(STUDIO_DESK_MESSAGES.emptyMessage);
    setPending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      const message = userMessage(failure, 'Your message could not be sent. Please try again.');
      setError(message);
      toast({ variant: 'destructive', title: message });
    } finally {
      setPending(false);
    }
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className="build-composer" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`tm-field${error ? ' tm-field--invalid' : ''}`}>
        <label className="tm-label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="tm-input build-composer__box"
          rows={4}
          maxLength={STUDIO_DESK_LIMITS.messageMaxChars}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {hint ? (
          <p id={`${id}-hint`} className="tm-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="tm-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="outline" loading={pending} disabled={pending || disabled}>
        {pending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
