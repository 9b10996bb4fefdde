/**
 * Where a product video will go before it exists: a drawn poster in the brand's colours (a phone
 * guiding a test, the proctor framing the face, beside a forecast chart) and a caption saying when
 * the video comes. No play button: nothing can be played.
 */
export function VideoPlaceholder({ title, caption, posterLabel }: { title: string; caption: string; posterLabel: string }) {
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <svg viewBox="0 0 640 360" role="img" aria-label={posterLabel} className="block aspect-video w-full bg-brand-950">
        <defs>
          <linearGradient id="vdt-poster-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#06222c" />
            <stop offset="1" stopColor="#0f566a" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#vdt-poster-bg)" />
        <rect x="120" y="40" width="150" height="280" rx="22" fill="#f8fafc" />
        <rect x="132" y="64" width="126" height="150" rx="8" fill="#eef8fa" />
        <circle cx="195" cy="120" r="26" fill="#78c4d4" />
        <rect x="165" y="152" width="60" height="44" rx="20" fill="#78c4d4" />
        {/* The proctor's frame around the face it watches. */}
        <path d="M160 86v-10h12M218 76h12v10M230 160v10h-12M172 170h-12v-10" fill="none" stroke="#10b983" strokeWidth="3" strokeLinecap="round" />
        <rect x="150" y="226" width="90" height="12" rx="6" fill="#0e4657" />
        <rect x="150" y="246" width="70" height="8" rx="4" fill="#aedde7" />
        <rect x="150" y="262" width="80" height="8" rx="4" fill="#aedde7" />
        <rect x="160" y="286" width="70" height="20" rx="10" fill="#34d39c" />
        <rect x="330" y="90" width="210" height="180" rx="14" fill="#ffffff" fillOpacity="0.1" stroke="#ffffff" strokeOpacity="0.35" />
        <polyline points="350,240 385,210 420,222 455,170 490,182 520,130" fill="none" stroke="#6ee7bb" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
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
