import { RetailerLogo } from '@/components/lazy-leaves';

export type RetailerItem = { id: string; name: string; description: string };

/**
 * Where to purchase: the pharmacy chains with their logos (local files under
 * /images/retailers/<id>.svg) and a line about each.
 */
export function RetailerList({ retailers }: { retailers: readonly RetailerItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {retailers.map((retailer) => (
        <li key={retailer.id} className="flex flex-col items-center gap-4 rounded-card border border-line bg-white p-6 text-center shadow-card">
          <RetailerLogo src={`/images/retailers/${retailer.id}.svg`} name={retailer.name} alt={retailer.name} width={240} height={72} />
          {/* The logo, whose alternative text is the chain's name, names the chain: the name is not written twice. */}
          <p className="text-sm text-ink-muted">{retailer.description}</p>
        </li>
      ))}
    </ul>
  );
}
