import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import { customSiteFiles } from './custom-site';

describe('the starter site of a law firm that asked for practice areas, attorneys and GDPR on a named platform', () => {
  const requirements = CustomBuildRequirementsSchema.parse({
    businessType: 'Law Firm',
    pages: ['Practice Areas', 'Attorneys'],
    pageCount: 8,
    features: ['contactForm', 'privacy'],
    designPreferences: ['Navy', 'Corporate'],
    timeline: 'rush',
    platform: 'WordPress',
  });
  const files = customSiteFiles({ requirements, orderNumber: 'ABCD1234', siteUrl: 'http://127.0.0.1' });
  const file = (name: string) => files.find((f) => f.name === name)?.content.toString() ?? '';

  it('builds a page for every page of the summary, named by purpose', () => {
    expect(
      files
        .map((f) => f.name)
        .filter((n) => n.endsWith('.html'))
        .sort(),
    ).toEqual([
      'about.html',
      'attorneys.html',
      'contact.html',
      'index.html',
      'practice-areas.html',
      'privacy-policy.html',
      'services.html',
      'team.html',
    ]);
  });

  it('puts the GDPR privacy notice and cookie consent on the Privacy Policy page, and says what the delivery is for the platform', () => {
    expect(file('privacy-policy.html')).toContain('data-feature="privacy"');
    expect(file('privacy-policy.html')).toContain('aria-label="Cookie consent"');
    expect(file('README.md')).toContain('You named WordPress: the delivery is an HTML and CSS starter site, not a WordPress theme');
  });
});
