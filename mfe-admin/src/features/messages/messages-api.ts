import useSWR from 'swr';
import { CONTACT_API, type AdminMessage, type AdminMessagesPage, type AdminOutboxPage } from '@tm/contracts/contact';
import type { MessageStatusBody } from '@tm/contracts/contact.schemas';
import { apiFetch, getJson } from '@tm/platform';

export type InboxFilter = 'new' | 'handled' | 'all';

export const messagesUrl = (status: InboxFilter, page: number) =>
  `${CONTACT_API.adminMessages}?${new URLSearchParams({ status, page: String(page) }).toString()}`;

/** The inbox page; polled every 30 s so a message sent meanwhile shows up. */
export function useMessages(status: InboxFilter, page: number) {
  return useSWR<AdminMessagesPage, Error>(messagesUrl(status, page), getJson, { keepPreviousData: true, refreshInterval: 30_000 });
}

export function useOutbox(page: number, active: boolean) {
  return useSWR<AdminOutboxPage, Error>(active ? `${CONTACT_API.adminOutbox}?page=${page}` : null, getJson, { keepPreviousData: true });
}

export function setMessageStatus(id: string, status: MessageStatusBody['status']): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(CONTACT_API.adminMessage.replace(':id', encodeURIComponent(id)), { method: 'PATCH', body: { status } });
}

/** A reply in the admin's own mail program, to the visitor, quoting the subject. */
export const replyHref = (message: AdminMessage) => `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
