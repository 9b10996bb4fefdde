import type { MarketingFigureName, MarketingFigures } from '@/content/marketing-figures';
import type { DocumentArticle } from './articles';
import { articlePerformance, displayedPercent, fractionOf } from './performance';

/** The families whose accuracy the drug tests' claim speaks for. */
const drugTestFamilies = new Set(['single-panel', 'multi-panel', 'saliva']);

/** An article's overall agreement with its reference method, as the instructions for use state it (99.2). */
const agreementOf = (article: DocumentArticle) => displayedPercent(fractionOf(articlePerformance(article).headline.agreement));

/**
 * The most each accuracy claim may state: what the clinical performance studies in the
 * instructions for use show (IVDR Annex I §20.4.1). The drug tests' claim holds for every drug
 * test, so its ceiling is the lowest agreement among them.
 */
export function supportedAccuracy(articles: readonly DocumentArticle[]): Partial<Record<MarketingFigureName, number>> {
  const product = (productId: string) => {
    const article = articles.find((candidate) => candidate.productId === productId);
    if (!article) throw new Error(`no instructions for use for ${productId}`);
    return agreementOf(article);
  };
  return {
    drugTestAccuracyPercent: Math.min(...articles.filter((article) => drugTestFamilies.has(article.family)).map(agreementOf)),
    ferritinAccuracyPercent: product('ferritin'),
    molecularConcordancePercent: product('virustest'),
  };
}

/** The accuracy claims that go beyond their evidence, each with the most it may state. */
export function claimsBeyondEvidence(figures: MarketingFigures, articles: readonly DocumentArticle[]): { name: MarketingFigureName; supported: number }[] {
  return Object.entries(supportedAccuracy(articles)).flatMap(([name, supported]) => {
    const claimed = figures[name as MarketingFigureName];
    return typeof claimed === 'number' && claimed > supported! ? [{ name: name as MarketingFigureName, supported: supported! }] : [];
  });
}
