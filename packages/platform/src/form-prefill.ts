/**
 * Values from elsewhere (the signed-in user, say) fill a form's fields, except those the user has typed
 * into: what someone edited is never overwritten. The same object comes back when nothing changes.
 */
export function prefillValues<TValues extends Record<string, string | boolean>>(
  current: TValues,
  incoming: Partial<TValues>,
  edited: ReadonlySet<string>,
): TValues {
  let next = current;
  for (const [name, value] of Object.entries<string | boolean | undefined>(incoming)) {
    if (value === undefined || edited.has(name) || current[name] === value) continue;
    next = { ...next, [name]: value };
  }
  return next;
}
