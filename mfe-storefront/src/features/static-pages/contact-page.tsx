import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CONTACT_API, CONTACT_CATEGORIES, CONTACT_CATEGORY_KEYS, CONTACT_LIMITS, CONTACT_TEXTS } from '@tm/contracts/contact';
import { ContactBodySchema } from '@tm/contracts/contact.schemas';
import { Alert, Button, Input, postJson, toast, useZodForm } from '@tm/platform';
import { StaticPage } from './static-page';

const EMPTY = { name: '', email: '', subject: '', category: '', message: '', website: '' };
type TextChange = ChangeEvent<HTMLInputElement>;

/** The form itself; a new one (a new key) after each message sent. */
function ContactForm({ onSent }: { onSent: () => void }) {
  const form = useZodForm(ContactBodySchema, EMPTY);
  // When the form was shown: a message sent within seconds of it was not typed by a person.
  const shownAt = useRef(Date.now());
  const onSubmit = form.handleSubmit(
    async (data) => {
      await postJson(CONTACT_API.email, { ...data, fillMs: Date.now() - shownAt.current });
      toast(CONTACT_TEXTS.sent);
      onSent();
    },
    { fallbackMessage: CONTACT_TEXTS.failed },
  );
  const category = form.field('category');
  const message = form.field('message');
  const website = form.field('website');
  return (
    <form
      ref={form.formRef}
      className="tm-form sp-contact"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      <div className="tm-form__row">
        <Input label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} {...form.field('name')} />
        <Input label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      </div>
      <Input label="Subject" maxLength={CONTACT_LIMITS.subjectMax} {...form.field('subject')} />
      <div className={`tm-field${category.error ? ' tm-field--invalid' : ''}`}>
        <label className="tm-label" htmlFor="contact-category">
          Category
        </label>
        <select
          id="contact-category"
          name="category"
          className="tm-input"
          value={category.value}
          onChange={(event) => category.onChange(event as unknown as TextChange)}
          aria-invalid={category.error ? true : undefined}
          aria-describedby={category.error ? 'contact-category-error' : undefined}
        >
          <option value="">Select a category</option>
          {CONTACT_CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {CONTACT_CATEGORIES[key]}
            </option>
          ))}
        </select>
        {category.error ? (
          <p id="contact-category-error" className="tm-field__error">
            {category.error}
          </p>
        ) : null}
      </div>
      <div className={`tm-field${message.error ? ' tm-field--invalid' : ''}`}>
        <label className="tm-label" htmlFor="contact-message">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          className="tm-input sp-contact__message"
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          value={message.value}
          onChange={(event) => message.onChange(event as unknown as TextChange)}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? 'contact-message-error' : undefined}
        />
        {message.error ? (
          <p id="contact-message-error" className="tm-field__error">
            {message.error}
          </p>
        ) : null}
      </div>
      {/* A field people never see or reach: only a bot fills it in. */}
      <div className="sp-contact__trap" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          name={website.name}
          value={website.value}
          onChange={website.onChange}
        />
      </div>
      <Button type="submit" size="lg" loading={form.pending} disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

/**
 * What stays on the page once a message is sent (the toast goes after a few seconds): the spec's success
 * text under a heading that takes the focus, since the Send button that had it is gone (decision 027).
 */
function ContactSent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="tm-alert tm-alert--success sp-contact__sent" aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" className="sp-contact__sent-title" tabIndex={-1} ref={heading}>
        {CONTACT_TEXTS.sent.title}
      </h2>
      <p>{CONTACT_TEXTS.sent.description}</p>
    </section>
  );
}

/** /contact (docs/product/back-office.md §1/§5, decision 037): the contact form. */
export function ContactPage() {
  const [sent, setSent] = useState(0);
  return (
    <StaticPage page="contact">
      <p>Questions about a template, a purchase, a refund or a custom build? Write to us: we answer within 24 hours on working days.</p>
      {/* A new confirmation (a new key) for each message sent, so the focus moves again. */}
      {sent > 0 ? <ContactSent key={sent} /> : null}
      <ContactForm key={sent} onSent={() => setSent((n) => n + 1)} />
    </StaticPage>
  );
}
