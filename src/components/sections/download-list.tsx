import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/schema';

/** Files to download (a press kit): each a card with its icon, title, format and what it is. */
export function DownloadList({ files }: { files: readonly { icon: IconName; title: string; description: string; format: string; href: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {files.map((file) => (
        <li key={file.href}>
          <a
            href={file.href}
            download
            className="flex h-full gap-4 rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={file.icon} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-brand-950">
                {file.title} <span className="text-sm font-normal text-ink-muted">({file.format})</span>
              </span>
              <span className="mt-1 block text-sm leading-relaxed text-ink-muted">{file.description}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
