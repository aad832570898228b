import useSWR from 'swr';
import { REVIEWS_API, reviewsPath, type MyReview, type Review, type ReviewsPage } from '@tm/contracts/reviews';
import type { ReviewBody } from '@tm/contracts/reviews.schemas';
import { apiFetch, getJson, postJson } from '@tm/platform';

export const reviewsKey = (templateId: string, page: number) => `${reviewsPath(REVIEWS_API.list, templateId)}?page=${page}`;
export const myReviewKey = (templateId: string) => reviewsPath(REVIEWS_API.mine, templateId);

export function useReviews(templateId: string, page: number) {
  return useSWR<ReviewsPage, Error>(reviewsKey(templateId, page), getJson, { keepPreviousData: true });
}

/** The signed-in user's review and whether they may write one; nothing asked for guests. */
export function useMyReview(templateId: string, signedIn: boolean) {
  return useSWR<MyReview, Error>(signedIn ? myReviewKey(templateId) : null, getJson);
}

export const postReview = (templateId: string, body: ReviewBody) => postJson<Review>(reviewsPath(REVIEWS_API.list, templateId), body);
export const patchReview = (templateId: string, body: ReviewBody) => apiFetch<Review>(myReviewKey(templateId), { method: 'PATCH', body });
export const deleteReview = (templateId: string) => apiFetch<void>(myReviewKey(templateId), { method: 'DELETE' });
