import { actionLabel, changeLines, fieldLabel, formatAuditTime, formatAuditValue, isCreation, targetIdOf } from './audit-entry-format';
import { auditFilterOf, auditLogUrl, auditSearchOf } from './audit-log-api';

describe('the audit log shows a change readably', () => {
  it('names known actions and shows an unknown one as recorded', () => {
    expect(actionLabel('listing.price')).toBe('Price changed');
    expect(actionLabel('listing.bulk-sale')).toBe('listing.bulk-sale');
  });

  it('labels stored columns as the editor names them, and words an unknown one', () => {
    expect(fieldLabel('priceCents')).toBe('Price');
    expect(fieldLabel('description')).toBe('Short description');
    expect(fieldLabel('bulkDiscountPercent')).toBe('Bulk discount percent');
  });

  it('shows cents as dollars, statuses and categories by their labels, lists joined and images counted', () => {
    expect(formatAuditValue('priceCents', 4900)).toEqual({ text: '$49.00', empty: false });
    expect(formatAuditValue('status', 'published').text).toBe('Published');
    expect(formatAuditValue('category', 'html').text).toBe('HTML');
    expect(formatAuditValue('tags', ['landing', 'studio']).text).toBe('landing, studio');
    expect(formatAuditValue('images', [{ id: 'a' }, { id: 'b' }]).text).toBe('2 images');
    expect(formatAuditValue('saleStartsAt', '2026-12-01T09:30:00.000Z', 'UTC').text).toBe('Dec 1, 2026, 9:30:00 AM');
  });

  it('shows a missing value as none, not as a blank', () => {
    for (const value of [null, undefined, '', []]) expect(formatAuditValue('salePriceCents', value)).toEqual({ text: 'none', empty: true });
  });

  it('lists each changed field with its before and after, in the order recorded', () => {
    const lines = changeLines({ priceCents: { before: 4900, after: 3900 }, version: { before: null, after: '1.1.0' } });
    expect(lines.map((line) => [line.label, line.before.text, line.after.text])).toEqual([
      ['Price', '$49.00', '$39.00'],
      ['Version', 'none', '1.1.0'],
    ]);
    expect(isCreation(lines)).toBe(false);
    expect(changeLines(null)).toEqual([]);
  });

  it('tells a creation (every field set from nothing) from an edit', () => {
    expect(isCreation(changeLines({ name: { before: null, after: 'Fjord' }, priceCents: { before: null, after: 4900 } }))).toBe(true);
    expect(isCreation([])).toBe(false);
  });

  it('formats the time of an entry, and leaves text that is no time as it is', () => {
    expect(formatAuditTime('2026-12-07T01:23:45.000Z', 'UTC')).toBe('Dec 7, 2026, 1:23:45 AM');
    expect(formatAuditTime('yesterday')).toBe('yesterday');
  });
});

describe('the audit log filter', () => {
  const id = '0193c2de-7a1b-7c3d-8e4f-a5b6c7d8e9f0';

  it('takes the id out of a pasted editor address, lower-cased, and keeps other text trimmed', () => {
    expect(targetIdOf(`  http://localhost:3000/admin/templates/${id.toUpperCase()}/edit `)).toBe(id);
    expect(targetIdOf(' shop-settings ')).toBe('shop-settings');
  });

  it('asks for one page of 50, with the target only when there is one', () => {
    expect(auditLogUrl({ page: 2, targetId: ` ${id} ` })).toBe(`/api/admin/audit-log?page=2&pageSize=50&targetId=${id}`);
    expect(auditLogUrl({ page: 1, targetId: '  ' })).toBe('/api/admin/audit-log?page=1&pageSize=50');
  });

  it('reads and writes the filter in the address, page 1 and no target left out', () => {
    expect(auditFilterOf(new URLSearchParams(`targetId=${id}&page=3`))).toEqual({ page: 3, targetId: id });
    expect(auditFilterOf(new URLSearchParams('page=-1'))).toEqual({ page: 1, targetId: '' });
    expect(auditFilterOf(new URLSearchParams('page=abc'))).toEqual({ page: 1, targetId: '' });
    expect(auditSearchOf({ page: 1, targetId: '' })).toBe('');
    expect(auditSearchOf({ page: 2, targetId: id })).toBe(`?targetId=${id}&page=2`);
  });
});
