/** Inlined at build time (env TM_BUILD_ID); shown as data-build on the remote's root element. */
export const BUILD_ID: string = process.env.TM_BUILD_ID;
