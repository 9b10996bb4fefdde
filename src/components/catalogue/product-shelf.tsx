import { cutoutOf } from '@/content/hero-scenes';
import { cn } from '@/lib/cn';

/**
 * A few products standing together on a soft shadow, the middle one in front, filling a panel's
 * free space (`my-auto`). Decorative: the cards beside it name the products. Shown where the panel
 * is taller than its text (`className` sets from which width).
 */
export function ProductShelf({ images, className }: { images: readonly string[]; className?: string }) {
  const front = Math.floor(images.length / 2);
  return (
    <div aria-hidden className={cn('relative my-auto pt-8', className)}>
      <div className="absolute inset-x-6 bottom-1 h-6 rounded-[50%] bg-brand-900/10 blur-md" />
      <ul className="relative mx-auto flex max-w-lg items-end justify-center -space-x-[26%]">
        {images.map((src, index) => (
          <li key={src} className={index === front ? 'z-10 w-[58%]' : 'w-[46%]'}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG gains nothing from next/image's optimiser */}
            <img src={cutoutOf(src)} width={480} height={360} alt="" loading="lazy" decoding="async" className="w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
