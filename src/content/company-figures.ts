/**
 * The company's own figures (001 §9 About and §2 hero), written out where shown as `{placeholders}`.
 * The spec's '90% faster than traditional lab tests' is not among them: no study or record backs it,
 * so the about page states the time to a result ({resultMinutes}) instead.
 */
export const companyFigures = {
  /** '200+ healthcare facilities'; also shown as traction on the investor page. */
  healthcareFacilities: 200,
} as const;
