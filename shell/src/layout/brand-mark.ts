/** The brand mark's letter: the first of the shop's name (decision 075), T for the demo store's TemplateMarket. */
export const markOf = (shopName: string): string => (Array.from(shopName.trim())[0] ?? '').toUpperCase();
