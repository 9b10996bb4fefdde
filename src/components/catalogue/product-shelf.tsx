import { cutoutOf } from '@/content/hero-scenes';
import { cn } from '@/lib/cn';

/**
 * A few products standing on a soft shadow at the foot of a panel (`mt-auto`): in a panel at
 * least 32rem wide all of them, the middle one in front; in a narrower one only that one, drawn
 * large (a container query, so the panel's width decides, not the screen's). Decorative: the cards
 * beside it name the products. `className` sets from which screen width it shows.
 */
export function ProductShelf({ images, className }: { images: readonly string[]; className?: string }) {
  const front = Math.floor(images.length / 2);
  return (
    <div aria-hidden className={cn('@container relative mt-auto pt-8', className)}>
      <div className="absolute inset-x-6 bottom-1 h-6 rounded-[50%] bg-brand-900/10 blur-md" />
      <ul className="relative mx-auto flex max-w-3xl items-end justify-center @lg:-space-x-[10%]">
        {images.map((src, index) => (
          <li key={src} className={index === front ? 'z-10 w-full @lg:w-[44%]' : 'hidden @lg:block @lg:w-[36%]'}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG gains nothing from next/image's optimiser */}
            <img src={cutoutOf(src)} width={480} height={360} alt="" loading="lazy" decoding="async" className="w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
