import { FORM_RELAY_HONEYPOT, FORM_RELAY_REPLY_TO_FIELD } from '@tm/contracts/form-relay';
import { escapeMarkup as esc } from '@tm/catalog-generator';
import { fill, type SiteTexts } from './site-writer/texts';

/** One field of a relay form: its visible label is also the name the owner reads in the mail. */
export interface FormField {
  label: string;
  /** text, email, tel, date, time, textarea, select, checkbox. */
  type: string;
  required?: boolean;
  autocomplete?: string;
  options?: readonly string[];
  /** The mailed name when it must be fixed (the reply-to `email`). */
  name?: string;
}

export interface RelayForm {
  /** What the owner reads as the form's name in the mail ("Booking request"). */
  title: string;
  fields: readonly FormField[];
  submit: string;
}

/**
 * A form that really sends (decision 092, 096): it posts to the shop's form relay, which mails the
 * fields to the buyer's address through the outbox; the hidden honeypot catches bots and the relay's
 * thank-you page, with its link back to the site, is the confirmation.
 */
export function relayForm(form: RelayForm, action: string, t: SiteTexts, business: string): string {
  const used = new Set<string>();
  const fields = form.fields.map((f) => {
    let name = f.name ?? (f.type === 'email' ? FORM_RELAY_REPLY_TO_FIELD : f.label.replace(/[?¿:]/g, '').trim());
    for (let n = 2; used.has(name); n += 1) name = `${f.label} ${n}`;
    used.add(name);
    const attrs = `name="${esc(name)}"${f.required ? ' required' : ''}${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''}`;
    if (f.type === 'textarea') return `<label>${esc(f.label)} <textarea ${attrs} rows="4"></textarea></label>`;
    if (f.type === 'select')
      return `<label>${esc(f.label)} <select ${attrs}>${(f.options ?? []).map((o) => `<option>${esc(o)}</option>`).join('')}</select></label>`;
    if (f.type === 'checkbox') return `<label class="check"><input type="checkbox" ${attrs} value="yes"> ${esc(f.label)}</label>`;
    return `<label>${esc(f.label)} <input type="${f.type}" ${attrs}></label>`;
  });
  return `<form class="relay-form" action="${esc(action)}" method="post" accept-charset="utf-8">
          <input type="hidden" name="form" value="${esc(form.title)}">
          ${fields.join('\n          ')}
          <div class="hp" aria-hidden="true"><label>${esc(t.form.honeypot)} <input type="text" name="${FORM_RELAY_HONEYPOT}" tabindex="-1" autocomplete="off"></label></div>
          <button type="submit">${esc(form.submit)}</button>
          <p class="form-note">${esc(fill(t.form.sentBy, { name: business }))}</p>
        </form>`;
}

/** Name and email, required: every form starts with them so the owner can answer. */
export const whoFields = (t: SiteTexts): FormField[] => [
  { label: t.form.name, type: 'text', required: true, autocomplete: 'name' },
  { label: t.form.email, type: 'email', required: true, autocomplete: 'email' },
];
