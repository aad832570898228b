import useSWR from 'swr';
import { BUYER_BUILD_API } from '@tm/contracts/studio-desk';
import type { BuildMessage, BuyerBuild } from '@tm/contracts/studio-desk.schemas';
import { postJson } from '@tm/platform';

/** A BUYER_BUILD_API path with the build's order item (and a version's number) filled in. */
export function buyerBuildPath(path: string, orderItemId: string, number?: number): string {
  return path.replace(':orderItemId', encodeURIComponent(orderItemId)).replace(':number', String(number ?? ''));
}

/** The signed-in buyer's build (another's is a 404, studio-desk.ts). */
export function useBuyerBuild(orderItemId: string) {
  return useSWR<BuyerBuild, Error>(buyerBuildPath(BUYER_BUILD_API.build, orderItemId), { revalidateOnFocus: true });
}

export const sendBuyerMessage = (orderItemId: string, body: string) =>
  postJson<BuildMessage>(buyerBuildPath(BUYER_BUILD_API.messages, orderItemId), { body });

export const acceptBuild = (orderItemId: string) => postJson<BuyerBuild>(buyerBuildPath(BUYER_BUILD_API.accept, orderItemId), {});

export const requestChanges = (orderItemId: string, body: string) =>
  postJson<BuyerBuild>(buyerBuildPath(BUYER_BUILD_API.requestChanges, orderItemId), { body });

export const versionDownloadPath = (orderItemId: string, number: number) =>
  buyerBuildPath(BUYER_BUILD_API.versionDownload, orderItemId, number);
