/** The floor has no start-up work; this file keeps Turbopack from taking the site's (src/instrumentation.ts, found from the shared root). */
export function register() {}
