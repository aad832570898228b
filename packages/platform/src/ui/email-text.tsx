import { Fragment } from 'react';

/**
 * An email address that wraps at its own seams, after the '@' and each '-' and before each '.', rather
 * than in the middle of a word: a long address in a narrow column stays readable. The text itself is unchanged
 * (copying it, or a screen reader, gets the plain address); `overflow-wrap` on the container remains the
 * last resort for a single part wider than the line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@-])|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
