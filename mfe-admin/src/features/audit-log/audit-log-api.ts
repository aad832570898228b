import useSWR from 'swr';
import { ADMIN_API, ADMIN_LIMITS } from '@tm/contracts/admin';
import { AuditLogPageSchema, type AuditLogPage } from '@tm/contracts/admin.schemas';
import { getJson } from '@tm/platform';

/** The page's query: which page, and one target's entries (a template's id) or everyone's. */
export interface AuditLogFilter {
  page: number;
  targetId: string;
}

/** GET /api/admin/audit-log, newest first; a blank target is no filter (the server would match an empty id). */
export function auditLogUrl({ page, targetId }: AuditLogFilter): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_LIMITS.auditPageSize) });
  if (targetId.trim()) params.set('targetId', targetId.trim());
  return `${ADMIN_API.auditLog}?${params.toString()}`;
}

/** The filter the page's address holds (?targetId=&page=), so a link or a reload opens the same entries. */
export function auditFilterOf(search: URLSearchParams): AuditLogFilter {
  const page = Number(search.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    targetId: (search.get('targetId') ?? '').trim().slice(0, 36),
  };
}

/** The address's query for a filter: page 1 and no target are left out. */
export function auditSearchOf({ page, targetId }: AuditLogFilter): string {
  const params = new URLSearchParams();
  if (targetId) params.set('targetId', targetId);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useAuditLog(filter: AuditLogFilter) {
  return useSWR<AuditLogPage, Error, string>(
    auditLogUrl(filter),
    async (url: string): Promise<AuditLogPage> => AuditLogPageSchema.parse(await getJson(url)),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
