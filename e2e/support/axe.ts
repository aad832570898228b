import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { measureContrast } from './real-contrast';

/** Impacts that fail the check (decision 027): what blocks or seriously hinders a user. */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/**
 * axe keeps these WCAG rules off by default as 'experimental'. They test success criteria the issue names
 * (2.5.3 label in name: the logo, the avatar button) or that a page can break silently, so they run too.
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'css-orientation-lock',
  'table-fake-caption',
  'td-has-header',
];

export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's own summary of what is wrong at the first target (e.g. the contrast ratio and colours). */
  summary: string;
}

/** Collects the axe findings of every page a test visits, so one test reports all of them at once. */
export class AxeAudit {
  readonly findings: AxeFinding[] = [];
  readonly scanned: string[] = [];

  /** Runs every axe rule (WCAG 2.x A/AA, best practice, the experimental WCAG ones) on the page as it is now. */
  async scan(page: Page, label: string): Promise<void> {
    await settle(page);
    const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
    const results = await new AxeBuilder({ page }).options({ rules }).analyze();
    this.scanned.push(label);
    for (const violation of results.violations) {
      this.add({
        page: label,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
      });
    }

    // Text axe could not judge (gradients, translucent layers): measured at its real colours instead.
    // Text that has left the page since (a notification that closed) is not there to judge.
    const undecided = results.incomplete.find((result) => result.id === 'color-contrast')?.nodes.map((node) => node.target.join(' ')) ?? [];
    for (const measured of undecided.length ? await measureContrast(page, undecided) : []) {
      if (measured.gone || (!measured.unmeasurable && measured.ratio >= measured.required)) continue;
      this.add({
        page: label,
        rule: measured.unmeasurable ? 'color-contrast-unmeasurable' : 'color-contrast-real-colours',
        impact: 'serious',
        help: measured.unmeasurable
          ? `Text on ${measured.unmeasurable}: give it a background of its own so its contrast is known`
          : 'Text must have 4.5:1 (3:1 when large) against every colour behind it',
        targets: [measured.target],
        summary: measured.unmeasurable ? '' : `worst ${measured.ratio.toFixed(2)}:1, needs ${measured.required}:1 (${measured.colours})`,
      });
    }
  }

  private add(finding: AxeFinding) {
    this.findings.push(finding);
    // AXE_REPORT=file keeps every finding, whatever its impact, one JSON line each (for counting by rule).
    if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, `${JSON.stringify(finding)}\n`);
  }

  failing(): AxeFinding[] {
    return this.findings.filter((finding) => (FAILING_IMPACTS as readonly string[]).includes(finding.impact));
  }

  /** One line per rule and page: the rule, its impact, the page and the elements, readable in CI output. */
  report(findings = this.failing()): string {
    return findings
      .map(
        (f) =>
          `${f.impact} ${f.rule} on ${f.page}: ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}${f.targets.length > 8 ? `\n    ... ${f.targets.length - 8} more` : ''}\n    ${f.summary}`,
      )
      .join('\n');
  }
}

/**
 * Waits until the page shows what a user would read: the remote rendered, no section still loading
 * (aria-busy, spinners), the network quiet and transitions over. Scanning earlier audits skeletons.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  const busy = 'main [aria-busy="true"], main .tm-spinner';
  await page
    .waitForFunction((selector) => !document.querySelector(selector), busy, { timeout: 10_000 })
    .catch(async () => {
      const still = await page.locator(busy).evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 200)));
      throw new Error(`${page.url()} is still loading after 10 s: ${still.join(' | ')}`);
    });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
