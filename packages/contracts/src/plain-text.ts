import { z } from 'zod';

/**
 * Characters no name or other short free text may hold: C0 controls (NUL, TAB, CR, LF...), DEL and the
 * C1 controls, the Unicode line and paragraph separators, and the bidirectional embeddings, overrides
 * and isolates (U+202A-202E, U+2066-2069). Such text reaches mail headers and bodies (a CR/LF can add a
 * header, a NUL cuts a line, an override reverses what the reader sees), and no real name needs them.
 * Joiners (U+200C/D) and the plain direction marks (U+200E/F) stay allowed: scripts and RTL names use them.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const controlCharactersMessage = (label: string) => `${label} cannot contain line breaks or control characters`;

/** Refuses control characters in the text as sent (before any trim), so a trailing CR/LF is refused too. */
export const plainText = (label: string) => z.string().refine((value) => !CONTROL_CHARACTERS.test(value), controlCharactersMessage(label));
