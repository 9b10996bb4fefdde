import { healthcareProducts, type Catalogue } from './index';
import type { LocalizedText } from './schema';

/**
 * The one-line fact under each mega-menu item, from the catalogue record it names (so the menu
 * and the catalogue cannot disagree). The header formats it with its messages.
 */
export type MenuItemDetail =
  | { kind: 'cutOff'; ngMl: number }
  | { kind: 'panel'; substances: number }
  | { kind: 'levels'; count: number }
  | { kind: 'markers'; first: LocalizedText; second: LocalizedText }
  | { kind: 'saliva'; substances: number; minutes: number }
  | { kind: 'result'; minutes: number };

export function menuItemDetail(catalogue: Catalogue, id: string): MenuItemDetail | undefined {
  const single = catalogue.singlePanels.find((panel) => panel.id === id);
  if (single) return { kind: 'cutOff', ngMl: single.cutOffNgMl };
  const multi = catalogue.multiPanels.find((panel) => panel.id === id);
  // A cup that reads one substance at several cut-offs (THC ×3) counts levels, not substances.
  if (multi && new Set(multi.substances.map((s) => s.code)).size === 1) return { kind: 'levels', count: multi.substances.length };
  if (multi) return { kind: 'panel', substances: multi.substances.length };
  const control = catalogue.manipulationControl;
  if (control.id === id) {
    const [first, second] = control.markers;
    if (first && second) return { kind: 'markers', first: first.name, second: second.name };
  }
  const saliva = catalogue.saliva;
  if (saliva.id === id) return { kind: 'saliva', substances: saliva.substances.length, minutes: saliva.readingTimeMinutes };
  const healthcare = healthcareProducts(catalogue).find((product) => product.id === id);
  if (healthcare) return { kind: 'result', minutes: healthcare.resultMinutes };
  return undefined;
}
