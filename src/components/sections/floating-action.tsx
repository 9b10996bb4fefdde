import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

type FloatingActionProps = { href: string; label: string };

/**
 * A page's floating call to action ('Talk to Safety Expert', 'Request a Demo'), rendered on the
 * server as a plain link, in two places the renderer puts it:
 *
 * From 768 px, a bar with the page's name (and from 1024 px links to its sections) that follows the opening section and then stays under
 * the header while the page scrolls. It has a place of its own in the page, so it never lies over
 * the page's text, figures or fields, as a button floating in a corner would; content scrolls
 * under it as under the header, and anchors and focused controls land below both.
 *
 * On phones, where a bar would take a sixth of the screen, the same link ends the content.
 */
export function FloatingActionBar({ name, href, label, sections, sectionsLabel }: FloatingActionProps & { name: string; sections: readonly { href: string; label: string }[]; sectionsLabel: string }) {
  return (
    <div data-floating-action className="sticky top-[calc(4rem+1px)] z-30 hidden print:hidden border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 md:block">
      <div className="container-page flex h-14 items-center justify-between gap-4">
        <p className="truncate font-semibold text-brand-950">{name}</p>
        {/* From 1024 px the bar also leads to the page's sections, by their eyebrows. */}
        {sections.length > 1 && (
          <nav aria-label={sectionsLabel} className="hidden min-w-0 lg:block">
            <ul className="flex gap-1 text-sm whitespace-nowrap">
              {sections.map((section) => (
                <li key={section.href}>
                  <a href={section.href} className="rounded-full px-3 py-1.5 font-medium text-ink-muted hover:bg-brand-50 hover:text-brand-800">
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Link href={href} className={buttonVariants({ variant: 'accent', size: 'sm' })}>
          {label}
        </Link>
      </div>
    </div>
  );
}

export function FloatingActionEnd({ href, label }: FloatingActionProps) {
  return (
    <div className="container-page flex justify-center pb-10 md:hidden">
      <Link href={href} className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'shadow-xl ring-1 ring-brand-950/10')}>
        {label}
      </Link>
    </div>
  );
}
