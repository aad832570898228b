import { FORM_RELAY_HONEYPOT } from '@tm/contracts/form-relay';
import { fillerProblems } from './site-writer/filler-check';

type SiteFile = { name: string; content: string | Buffer };

const htmlFiles = (files: readonly SiteFile[]) => files.filter((f) => f.name.endsWith('.html'));

/** Relative links and sources (href, src) that do not resolve to a file of the site. */
export function brokenLinks(files: readonly SiteFile[]): string[] {
  const names = new Set(files.map((f) => f.name));
  const problems: string[] = [];
  for (const file of htmlFiles(files)) {
    const dir = file.name.includes('/') ? file.name.slice(0, file.name.lastIndexOf('/') + 1) : '';
    for (const [, target] of file.content.toString().matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      if (/^(https?:|mailto:|tel:|#)/i.test(target!)) continue;
      const path = target!.replace(/[?#].*$/, '');
      const parts: string[] = [];
      for (const part of `${dir}${path}`.split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.' && part !== '') parts.push(part);
      }
      if (!path || !names.has(parts.join('/'))) problems.push(`${file.name}: "${target}" does not resolve`);
    }
  }
  return problems;
}

/** Forms that do not post to the relay address, or lack the honeypot. */
export function formProblems(files: readonly SiteFile[], action: string): string[] {
  const problems: string[] = [];
  for (const file of htmlFiles(files)) {
    for (const [form] of file.content.toString().matchAll(/<form\b[\s\S]*?<\/form>/g)) {
      const actionOf = /\saction="([^"]*)"/.exec(form)?.[1]?.replace(/&amp;/g, '&');
      if (actionOf !== action) problems.push(`${file.name}: a form posts to ${actionOf ?? 'nowhere'}`);
      if (!/\smethod="post"/.test(form)) problems.push(`${file.name}: a form does not use POST`);
      if (!form.includes(`name="${FORM_RELAY_HONEYPOT}"`)) problems.push(`${file.name}: a form has no honeypot`);
    }
  }
  return problems;
}

/**
 * Everything that keeps a first version from being delivered (decision 096): filler anywhere, a link
 * that leads nowhere, a form that does not post to the relay. `known`: the buyer's own facts printed as
 * they are (their email address), which the filler check leaves alone.
 */
export function deliveryProblems(files: readonly SiteFile[], action: string, known: readonly string[] = []): string[] {
  return [
    ...fillerProblems(files, known).map((f) => `${f.file}: ${f.filler} ("${f.near}")`),
    ...brokenLinks(files),
    ...formProblems(files, action),
  ];
}
