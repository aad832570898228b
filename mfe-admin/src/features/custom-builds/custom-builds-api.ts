import useSWR from 'swr';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@tm/contracts/admin';
import { BUILD_STAGES, STUDIO_DESK_API, VERSION_UPLOAD_FIELD, type BuildStage } from '@tm/contracts/studio-desk';
import type { BuildMessage, BuildVersion, StudioBuildDetail, StudioBuildsPage } from '@tm/contracts/studio-desk.schemas';
import { ApiError, apiFetch, getJson, postJson, UserFacingError } from '@tm/platform';

/** A STUDIO_DESK_API path with the build's order item (and a version's number) filled in. */
export function deskPath(path: string, orderItemId: string, number?: number): string {
  return path.replace(':orderItemId', encodeURIComponent(orderItemId)).replace(':number', String(number ?? ''));
}

/** What the Custom builds tab asks for: the server filters, searches, pages and orders (overdue first). */
export interface BuildsFilter {
  stage: BuildStage | 'all';
  overdue: boolean;
  search: string;
  page: number;
}

/** The tab's filter as the address keeps it (`/admin?stage=delivered&overdue=1#custom-builds`), as the Orders tab does. */
export function buildsFilterOf(params: URLSearchParams): BuildsFilter {
  const page = Number(params.get('page'));
  const stage = params.get('stage');
  return {
    stage: BUILD_STAGES.includes(stage as BuildStage) ? (stage as BuildStage) : 'all',
    overdue: params.get('overdue') === '1',
    search: (params.get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address's query of a filter: only what is set, so the plain tab stays `/admin#custom-builds`. */
export function buildsSearchOf(filter: BuildsFilter): string {
  const params = new URLSearchParams();
  if (filter.stage !== 'all') params.set('stage', filter.stage);
  if (filter.overdue) params.set('overdue', '1');
  if (filter.search.trim()) params.set('q', filter.search.trim());
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function buildsUrl(filter: BuildsFilter): string {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.stage !== 'all') params.set('stage', filter.stage);
  if (filter.overdue) params.set('overdue', 'true');
  if (filter.search.trim()) params.set('q', filter.search.trim());
  return `${STUDIO_DESK_API.builds}?${params.toString()}`;
}

export function useStudioBuilds(filter: BuildsFilter) {
  return useSWR<StudioBuildsPage, Error, string>(buildsUrl(filter), (url: string) => getJson<StudioBuildsPage>(url), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

export function useStudioBuild(orderItemId: string) {
  return useSWR<StudioBuildDetail, Error, string>(
    deskPath(STUDIO_DESK_API.build, orderItemId),
    (url: string) => getJson<StudioBuildDetail>(url),
    { revalidateOnFocus: false },
  );
}

export const sendStudioMessage = (orderItemId: string, body: string) =>
  postJson<BuildMessage>(deskPath(STUDIO_DESK_API.messages, orderItemId), { body });

export const setBuildStage = (orderItemId: string, stage: 'in-progress' | 'waiting-for-buyer') =>
  apiFetch<StudioBuildDetail['build']>(deskPath(STUDIO_DESK_API.stage, orderItemId), { method: 'PUT', body: { stage } });

/** Why a file is not sent at all: the template ZIP's own rules (docs/product/back-office.md §5); null when it may go. */
export function versionFileRefusal(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.zip')) return ADMIN_MESSAGES.invalidFileType;
  if (file.size > ADMIN_LIMITS.maxZipBytes) return ADMIN_MESSAGES.fileTooLarge;
  return null;
}

/** A version's upload (multipart): the server checks the ZIP as it checks a template's. */
export async function uploadVersion(orderItemId: string, file: File, note: string, deliver: boolean): Promise<BuildVersion> {
  const form = new FormData();
  form.append(VERSION_UPLOAD_FIELD, file);
  form.append('note', note);
  form.append('deliver', deliver ? 'true' : 'false');
  let response: Response;
  try {
    response = await fetch(deskPath(STUDIO_DESK_API.versions, orderItemId), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new UserFacingError('Upload failed', { cause });
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  return (await response.json()) as BuildVersion;
}

export const isAccessError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
