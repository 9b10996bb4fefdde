import { siteOrigin } from '@/config/site';

/**
 * The link-preview image of a page (1200 × 630), rendered to PNG by next/og (satori) at build
 * time: brand, the page's title and description in its language, the site's address. Satori lays
 * out with flexbox only and takes inline styles; colours are the theme's (src/app/globals.css).
 */
export function OpenGraphImage({ brand, title, description }: { brand: string; title: string; description: string }) {
  const titleSize = title.length > 70 ? 54 : title.length > 40 ? 62 : 72;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 76px',
        backgroundImage: 'linear-gradient(135deg, #06222c 0%, #0b3442 55%, #0f566a 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <svg viewBox="0 0 32 32" width="64" height="64">
          <rect x="2" y="2" width="28" height="28" rx="8" fill="#ffffff" />
          <rect x="10" y="7" width="12" height="18" rx="3" fill="none" stroke="#0f566a" strokeWidth="2" />
          <path d="M13 13h6M13 18h6" stroke="#34d39c" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <div style={{ marginLeft: 22, fontSize: 34, fontWeight: 700 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em', maxWidth: 1000 }}>{title}</div>
        <div style={{ marginTop: 28, fontSize: 28, lineHeight: 1.4, color: '#d5eef3', maxWidth: 1000 }}>{description}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 26, color: '#aedde7' }}>
        <div>{new URL(siteOrigin).host}</div>
        <div style={{ width: 160, height: 10, borderRadius: 5, backgroundColor: '#34d39c' }} />
      </div>
    </div>
  );
}
