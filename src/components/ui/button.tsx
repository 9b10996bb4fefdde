import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

/**
 * Button styles. Use `<Button>` for actions and `buttonVariants()` on a `Link` for navigation,
 * so links stay links (and ship no JavaScript) while looking like buttons. Extra classes are
 * appended, not merged (tailwind-merge would add ~7 KB to every client bundle using this), so
 * pass only classes that do not fight the variant's own (width, margins, layout are fine).
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300',
        outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
        ghost: 'text-brand-800 hover:bg-brand-50',
        inverse: 'border border-white/70 bg-transparent text-white hover:bg-white/10',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
