import { getSiteSettings } from '@/cms/content';
import { BrandMark } from './brand-mark';

/**
 * The brand: its mark and the company name, the last word lighter. From 1024 to 1279 px, where the
 * full menu needs the room, the mark stands alone and the name is there for screen readers.
 */
export async function Logo({ inverse = false }: { inverse?: boolean }) {
  const { name } = await getSiteSettings();
  const words = name.split(' ');
  const last = words.length > 1 ? words.pop() : undefined;
  return (
    <span className="inline-flex items-center gap-2">
      <BrandMark inverse={inverse} size={32} />
      <span className={inverse ? 'text-base font-extrabold tracking-tight text-white' : 'text-[15px] leading-tight font-extrabold tracking-tight whitespace-nowrap text-brand-900 sm:text-base lg:sr-only xl:not-sr-only'}>
        {words.join(' ')}
        {last && (
          <>
            {' '}
            <span className={inverse ? 'font-medium text-brand-200' : 'font-medium text-brand-600'}>{last}</span>
          </>
        )}
      </span>
    </span>
  );
}
