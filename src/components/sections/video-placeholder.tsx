/**
 * Where a product video will go before it exists: a drawn poster (a phone guiding a test beside a
 * forecast chart) and a caption saying when the video comes. No play button: nothing can be played.
 */
export function VideoPlaceholder({ title, caption, posterLabel }: { title: string; caption: string; posterLabel: string }) {
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <svg viewBox="0 0 640 360" role="img" aria-label={posterLabel} className="block aspect-video w-full bg-brand-950">
        <defs>
          <linearGradient id="vdt-poster-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0b2545" />
            <stop offset="1" stopColor="#13477a" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#vdt-poster-bg)" />
        <rect x="120" y="40" width="150" height="280" rx="22" fill="#f8fafc" />
        <rect x="132" y="64" width="126" height="150" rx="8" fill="#dbeafe" />
        <circle cx="195" cy="120" r="26" fill="#93c5fd" />
        <rect x="165" y="152" width="60" height="44" rx="20" fill="#93c5fd" />
        <rect x="150" y="226" width="90" height="12" rx="6" fill="#1e3a8a" />
        <rect x="150" y="246" width="70" height="8" rx="4" fill="#94a3b8" />
        <rect x="150" y="262" width="80" height="8" rx="4" fill="#94a3b8" />
        <rect x="160" y="286" width="70" height="20" rx="10" fill="#f59e0b" />
        <rect x="330" y="90" width="210" height="180" rx="14" fill="#ffffff" fillOpacity="0.1" stroke="#ffffff" strokeOpacity="0.35" />
        <polyline points="350,240 385,210 420,222 455,170 490,182 520,130" fill="none" stroke="#fbbf24" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        {[350, 385, 420, 455, 490, 520].map((x) => (
          <line key={x} x1={x} x2={x} y1="250" y2="258" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="2" />
        ))}
        <rect x="350" y="108" width="90" height="10" rx="5" fill="#ffffff" fillOpacity="0.7" />
      </svg>
      <figcaption className="p-5 sm:p-6">
        <p className="font-semibold text-brand-950">{title}</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{caption}</p>
      </figcaption>
    </figure>
  );
}
