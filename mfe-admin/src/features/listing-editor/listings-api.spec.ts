import { LISTING_MESSAGES } from '@tm/contracts/listings';
import { ApiError } from '@tm/platform';
import { listingFailure, listingImagePath, listingImagesPath, listingPath, publishNeeds } from './listings-api';

const refused = (status: number, body: unknown) => new ApiError(status, 'Refused', JSON.stringify(body));

describe('the listing editor calls', () => {
  it('addresses a listing, its images and one image, ids escaped', () => {
    expect(listingPath('t-1')).toBe('/api/admin/listings/t-1');
    expect(listingImagesPath('a/b')).toBe('/api/admin/listings/a%2Fb/images');
    expect(listingImagePath('t-1', 'img 2', 7)).toBe('/api/admin/listings/t-1/images/img%202?revision=7');
  });
});

describe('what the editor says when a save is refused', () => {
  it('offers a reload for a save over a later one (409)', () => {
    expect(listingFailure(refused(409, { message: LISTING_MESSAGES.changedSinceOpened }), 'fallback')).toEqual({
      kind: 'stale',
      message: LISTING_MESSAGES.changedSinceOpened,
    });
  });

  it('lists what publishing still needs (422), known requirements only', () => {
    const failure = listingFailure(refused(422, { message: LISTING_MESSAGES.cannotPublish, missing: ['image', 'zip', 'unicorn'] }), 'x');
    expect(failure).toEqual({ kind: 'cannot-publish', message: LISTING_MESSAGES.cannotPublish, missing: ['image', 'zip'] });
  });

  it('points a taken slug at the slug field, whatever the status', () => {
    expect(listingFailure(refused(409, { message: LISTING_MESSAGES.slugTaken }), 'x').kind).toBe('slug-taken');
    expect(listingFailure(refused(400, { message: LISTING_MESSAGES.slugTaken }), 'x').kind).toBe('slug-taken');
  });

  it("shows the server's message for an invalid field (400), and the fallback when there is none", () => {
    expect(listingFailure(refused(400, { message: 'Price must be an amount in dollars and cents, such as 49.00' }), 'x')).toEqual({
      kind: 'other',
      message: 'Price must be an amount in dollars and cents, such as 49.00',
    });
    expect(listingFailure(new ApiError(502, 'Bad Gateway', '<html>'), 'Could not save')).toEqual({
      kind: 'other',
      message: 'Could not save',
    });
    expect(listingFailure(new TypeError('Failed to fetch'), 'Could not save')).toEqual({ kind: 'other', message: 'Could not save' });
  });

  it('takes a 409 with another message, or a 422 without a list, as a plain refusal', () => {
    expect(listingFailure(refused(409, { message: 'Something else' }), 'x')).toEqual({ kind: 'other', message: 'Something else' });
    expect(listingFailure(refused(422, { message: 'Nope' }), 'x')).toEqual({ kind: 'other', message: 'Nope' });
  });
});

describe('the publish checklist sentence', () => {
  it('names what is missing in the contract words', () => {
    expect(publishNeeds(['zip'])).toBe('To publish, add: a ZIP package that passed the upload checks.');
    expect(publishNeeds(['price', 'image', 'zip'])).toBe(
      'To publish, add: a price, at least one preview image and a ZIP package that passed the upload checks.',
    );
  });
});
