import { useEffect } from 'react';
import { useShopIdentity } from '../shop-identity';

/** Sets document.title while the page is shown; `exact` skips the suffix of the shop's name (the owner's: decision 075). */
export function useDocumentTitle(title: string | undefined, exact = false): void {
  const { shopName } = useShopIdentity();
  useEffect(() => {
    if (!title) return;
    document.title = exact ? title : `${title} | ${shopName}`;
  }, [title, exact, shopName]);
}
