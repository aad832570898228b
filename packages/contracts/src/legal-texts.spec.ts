import { CONSENT_KEYS, LEGAL_TEXTS, consentMissingMessage, legalTextAt, requiredConsents } from './legal-texts';
import { checkoutFormWithConsent } from './orders.schemas';

/** Decision 082: which boxes an order needs, what the buyer is told when one is empty, and which words a version had. */
describe('the texts agreed to at checkout', () => {
  it('needs the terms always, the download wording with templates and the service wording with a custom build', () => {
    expect(requiredConsents({ templates: true, customBuild: false })).toEqual(['terms', 'immediateDelivery']);
    expect(requiredConsents({ templates: false, customBuild: true })).toEqual(['terms', 'serviceStart']);
    expect(requiredConsents({ templates: true, customBuild: true })).toEqual(['terms', 'immediateDelivery', 'serviceStart']);
  });

  it('names every empty box in one sentence', () => {
    expect(consentMissingMessage(['terms'])).toBe('Please accept the Terms of Service');
    expect(consentMissingMessage(['terms', 'immediateDelivery'])).toBe(
      'Please accept the Terms of Service and confirm that you want your download now',
    );
    expect(consentMissingMessage([...CONSENT_KEYS])).toBe(
      'Please accept the Terms of Service, confirm that you want your download now and ask for work on your custom build to start now',
    );
  });

  it('finds the words of the current version, and nothing for a version never shipped', () => {
    expect(legalTextAt('immediateDelivery', LEGAL_TEXTS.immediateDelivery.version)?.wording).toBe(
      'I want my download now and understand that I lose my 14-day right of withdrawal once it starts.',
    );
    expect(legalTextAt('terms', '1999-01-01')).toBeNull();
  });

  it('gives each text its own id, and its title inside the terms wording (the link)', () => {
    expect(new Set(CONSENT_KEYS.map((key) => LEGAL_TEXTS[key].id)).size).toBe(CONSENT_KEYS.length);
    expect(LEGAL_TEXTS.terms.wording).toContain(LEGAL_TEXTS.terms.title);
  });

  it("the checkout form requires exactly the cart's boxes, each with its own message", () => {
    const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', mobileNo: '+44 20 7946 0958' };
    const unticked = { terms: false, immediateDelivery: false, serviceStart: false };
    const result = checkoutFormWithConsent(['terms', 'serviceStart']).safeParse({ ...form, ...unticked });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['terms', 'Please accept the Terms of Service'],
      ['serviceStart', 'Please ask for work on your custom build to start now'],
    ]);
    expect(checkoutFormWithConsent(['terms']).safeParse({ ...form, ...unticked, terms: true }).success).toBe(true);
  });
});
