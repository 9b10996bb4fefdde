import { getSiteSettings } from '@/cms/content';
import { BrandMark } from './brand-mark';

/**
 * The brand: its mark and the company name, the last word lighter (on two lines from 1024 to
 * 1279 px, where the full menu leaves no room for one).
 */
export async function Logo({ inverse = false }: { inverse?: boolean }) {
  const { name } = await getSiteSettings();
  const words = name.split(' ');
  const last = words.length > 1 ? words.pop() : undefined;
  return (
    <span className="inline-flex items-center gap-2">
      <BrandMark inverse={inverse} size={32} />
      <span className={inverse ? 'text-base font-extrabold tracking-tight text-white' : 'text-[15px] leading-tight font-extrabold tracking-tight whitespace-nowrap text-brand-900 sm:text-base lg:w-[5.25rem] lg:text-[0.8125rem] lg:leading-[1.1] lg:whitespace-normal xl:w-auto xl:text-base xl:leading-tight xl:whitespace-nowrap'}>
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
