import { siteOrigin } from '@/config/site';
import { BrandMark } from '@/components/layout/brand-mark';

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
        <BrandMark inverse size={64} />
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
