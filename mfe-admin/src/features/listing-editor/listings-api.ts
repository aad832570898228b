import { LISTING_API, LISTING_IMAGE_FIELD, LISTING_MESSAGES, PUBLISH_REQUIREMENTS, type PublishRequirement } from '@tm/contracts/listings';
import { ListingSchema, type Listing, type ListingForm } from '@tm/contracts/listings.schemas';
import { ApiError, apiFetch } from '@tm/platform';

/** What the form sends: the whole listing but its revision (PUT adds the revision it was read at). */
export type ListingBody = Omit<ListingForm, 'revision'>;

const withId = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const listingPath = (id: string) => withId(LISTING_API.one, { id });
export const listingImagesPath = (id: string) => withId(LISTING_API.images, { id });
/** DELETE carries the revision in the query: a DELETE has no body. */
export const listingImagePath = (id: string, imageId: string, revision: number) =>
  `${withId(LISTING_API.image, { id, imageId })}?revision=${revision}`;

/** Every answer is the listing as the editor shows it, read by the contract's schema. */
const asListing = (answer: unknown): Listing => ListingSchema.parse(answer);

export async function createListing(body: ListingBody): Promise<Listing> {
  return asListing(await apiFetch(LISTING_API.create, { method: 'POST', body }));
}

export async function saveListing(id: string, body: ListingBody, revision: number): Promise<Listing> {
  return asListing(await apiFetch(listingPath(id), { method: 'PUT', body: { ...body, revision } }));
}

/** The listing as it is now: read on opening the editor (never refetched behind the form), on Reload, after a ZIP upload. */
export async function getListing(id: string): Promise<Listing> {
  return asListing(await apiFetch(listingPath(id)));
}

/**
 * A preview image, multipart (the upload routes' exception to JSON-only, decision 004; the browser
 * sends the Origin the server checks). The revision goes before the file, so a server reading the
 * stream has it when the file arrives.
 */
export async function uploadListingImage(id: string, file: File, revision: number, signal?: AbortSignal): Promise<Listing> {
  const form = new FormData();
  form.append('revision', String(revision));
  form.append(LISTING_IMAGE_FIELD, file, file.name);
  const response = await fetch(listingImagesPath(id), {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return asListing(JSON.parse(text));
}

export async function arrangeListingImages(id: string, order: string[], cover: string, revision: number): Promise<Listing> {
  return asListing(await apiFetch(listingImagesPath(id), { method: 'PUT', body: { order, cover, revision } }));
}

export async function removeListingImage(id: string, imageId: string, revision: number): Promise<Listing> {
  return asListing(await apiFetch(listingImagePath(id, imageId, revision), { method: 'DELETE' }));
}

/** Why a save or an image change was refused, as the editor tells it. */
export type ListingFailure =
  /** 409: someone saved since this form was read; only a reload helps. */
  | { kind: 'stale'; message: string }
  /** 422: published or unlisted was asked, and these are still missing. */
  | { kind: 'cannot-publish'; message: string; missing: PublishRequirement[] }
  /** The slug belongs to another template: said at the slug field. */
  | { kind: 'slug-taken'; message: string }
  /** 400 and the rest: the server's message (it names the field), else the fallback. */
  | { kind: 'other'; message: string };

const isRequirement = (value: unknown): value is PublishRequirement => typeof value === 'string' && value in PUBLISH_REQUIREMENTS;

function missingOf(bodyText: string): PublishRequirement[] {
  try {
    const body = JSON.parse(bodyText) as { missing?: unknown };
    return Array.isArray(body.missing) ? body.missing.filter(isRequirement) : [];
  } catch {
    return [];
  }
}

export function listingFailure(error: unknown, fallback: string): ListingFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: fallback };
  const message = error.serverMessage ?? fallback;
  if (error.serverMessage === LISTING_MESSAGES.slugTaken) return { kind: 'slug-taken', message };
  if (error.status === 409 && error.serverMessage === LISTING_MESSAGES.changedSinceOpened) return { kind: 'stale', message };
  if (error.status === 422) {
    const missing = missingOf(error.bodyText);
    if (missing.length) return { kind: 'cannot-publish', message, missing };
  }
  return { kind: 'other', message };
}

/** "To publish, add: a price and at least one preview image." */
export function publishNeeds(missing: readonly PublishRequirement[]): string {
  const texts = missing.map((requirement) => PUBLISH_REQUIREMENTS[requirement]);
  const list = texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}` : (texts[0] ?? '');
  return `To publish, add: ${list}.`;
}
