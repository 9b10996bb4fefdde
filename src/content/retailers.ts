import { z } from 'zod';
import { defineContent, localizedSchema } from '@/content/schema';

/**
 * Where consumers buy the self-tests (001 §3 'Retailer'): pharmacies that stock them. Shown on the
 * healthcare page and wherever a product page lists where to purchase. Fictional pharmacies with
 * our own neutral word marks, never a real trademark; the lines under them say what kind of shop
 * each is and claim nothing a reader could check (no 'nationwide', no store counts).
 */
const retailerSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(2),
  description: localizedSchema,
});

export const retailers = defineContent('retailers', z.array(retailerSchema).length(3), [
  {
    id: 'apotek-norrsken',
    name: 'Apotek Norrsken',
    description: { en: 'Pharmacy, in store and online', sv: 'Apotek i butik och på nätet' },
  },
  {
    id: 'lindens-apotek',
    name: 'Lindens Apotek',
    description: { en: 'Pharmacies in shopping centres and city centres', sv: 'Apotek i köpcentrum och stadskärnor' },
  },
  {
    id: 'kustapoteket',
    name: 'Kustapoteket',
    description: { en: 'Online pharmacy with home delivery', sv: 'Nätapotek med hemleverans' },
  },
]);
