/** The company's own figures (001 §9 About and §2 hero), written out where shown as `{placeholders}`. */
export const companyFigures = {
  /** '90% faster than traditional lab tests'. */
  fasterThanLabPercent: 90,
  /** '200+ healthcare facilities'; also shown as traction on the investor page. */
  healthcareFacilities: 200,
} as const;
