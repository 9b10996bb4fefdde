import { Icon } from '@/components/ui/icon';
import type { PageBlock } from '@/cms/queries/pages';
import { CallToActionBand } from './call-to-action-band';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { HeroScene } from './hero-scene';
import { IdealFor } from './ideal-for';
import { Section } from './section';
import { StepList } from './step-list';
import { Prose } from './text-section';

/** A section's name for its heading's id: the block's name in the admin, or its type and place. */
function sectionName(block: PageBlock, index: number): string {
  const name = block.blockName?.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '');
  return name || `${block.blockType.toLowerCase()}-${index + 1}`;
}

/** One block of a page's layout (texts already in the page's language, placeholders filled). */
function RenderBlock({ block, index, pageName }: { block: PageBlock; index: number; pageName: string }) {
  switch (block.blockType) {
    case 'hero':
      return (
        <Hero
          badge={block.badge}
          badgeIcon={block.badgeIcon && <Icon name={block.badgeIcon} className="size-4 text-accent-300" />}
          title={block.title}
          description={block.description}
          actions={block.actions}
          art={<HeroScene path={block.scene} />}
        />
      );
    case 'featureGrid':
      return (
        <Section name={sectionName(block, index)} tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
          <FeatureGrid items={block.items} columns={block.columns} tone={block.iconTone} />
        </Section>
      );
    case 'idealFor':
      return <IdealFor name={sectionName(block, index)} title={block.title} text={block.text} action={block.action} />;
    case 'prose':
      return (
        <Section name={sectionName(block, index)} tone={block.tone} layout="split" eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
          <Prose paragraphs={block.paragraphs.map((paragraph) => paragraph.text)} items={block.items.map((item) => item.text)} />
        </Section>
      );
    case 'steps':
      return (
        <Section name={sectionName(block, index)} tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
          <StepList steps={block.items} />
        </Section>
      );
    case 'faq':
      return (
        <Section name={sectionName(block, index)} tone={block.tone} eyebrow={block.eyebrow} title={block.title}>
          <Faq name={`${pageName}-faq`} items={block.items} />
        </Section>
      );
    case 'callToAction':
      return <CallToActionBand heading={block.heading} description={block.description} actions={block.actions} />;
  }
}

/** A CMS page's sections in order: the one renderer of page layouts. */
export function RenderBlocks({ blocks, path }: { blocks: readonly PageBlock[]; path: string }) {
  const pageName = path.split('/').at(-1) || 'home';
  return blocks.map((block, index) => <RenderBlock key={block.id ?? index} block={block} index={index} pageName={pageName} />);
}
