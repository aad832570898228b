import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** What the browser suites need of a template from the catalog API. */
export interface TemplateSummary {
  id: string;
  slug: string;
  name: string;
  price: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as the pages show them, e.g. $1,234.50. */
export const dollars = (cents: number) => money.format(cents / 100);
/** An API price ("49.00") in cents. */
export const cents = (price: string) => Math.round(Number(price) * 100);

/** The first `count` templates of the catalog. */
export async function someTemplates(request: APIRequestContext, baseUrl: string, count: number): Promise<TemplateSummary[]> {
  const page = (await (await request.get(`${baseUrl}/api/templates/paginated?page=1&limit=${count}`)).json()) as {
    templates: TemplateSummary[];
  };
  return page.templates;
}

export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
export const toast = (page: Page) => page.getByTestId('toast');

/** A listing's results line, "Showing 1 - 20 of 1,234 templates". */
export const resultsSummary = (scope: Page | Locator) => scope.getByText(/^Showing \d+ - \d+ of [\d,]+ templates$/);
/** The total a listing's results line gives (1,234 for the line above). */
export const resultsTotal = async (summary: Locator) => Number((await summary.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
