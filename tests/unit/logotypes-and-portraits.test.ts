import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { advisorSeeds, executiveSeeds } from '@/cms/seed/team';
import { TeamPortrait } from '@/components/company/team-portrait';
import { attires, defaultLook } from '@/components/company/portrait-look';
import { retailers } from '@/content/retailers';
import { emblemShapes, withLogotypes } from '@/lib/logotype';

describe('logotypes', () => {
  const names = ['Kantola Logistics', 'Norrberg Mineral', 'Vesterhav Shipping', 'Region Norrsund', 'Byggkraft', 'Fjällvik Energi', 'Tallhed Transport'].map((name) => ({ name }));

  it('a name keeps its design, whatever strip it is in', () => {
    expect(withLogotypes(names.slice(0, 1))).toEqual(withLogotypes(names.slice(0, 2)).slice(0, 1));
  });

  it('no two marks of a strip share an emblem or a colour', () => {
    const logos = withLogotypes(names);
    expect(new Set(logos.map((logo) => logo.design.emblem)).size).toBe(names.length);
    expect(new Set(logos.map((logo) => logo.design.palette.main)).size).toBe(names.length);
  });

  it('each pharmacy chain’s logo file is drawn from its design (npm run logotypes)', () => {
    for (const { id, name, design } of withLogotypes(retailers)) {
      const svg = readFileSync(join(process.cwd(), 'public/images/retailers', `${id}.svg`), 'utf8');
      expect(svg).toContain(`aria-label="${name}"`);
      expect(svg).toContain(`d="${emblemShapes[design.emblem].m}" fill="${design.palette.main}"`);
    }
  });
});

describe('team portraits', () => {
  const people = [...executiveSeeds, ...advisorSeeds];
  const drawings = people.map((person) => renderToStaticMarkup(createElement(TeamPortrait, { id: person.id, tone: person.portrait, look: person.look })));

  it('every person is drawn differently, as a face and not as initials', () => {
    expect(new Set(drawings.map((svg) => svg.replace(/portrait-clip-[a-z-]+/g, ''))).size).toBe(people.length);
    for (const svg of drawings) expect(svg).not.toContain('<text');
  });

  it('dresses each attire differently, and the team not all alike', () => {
    const dressed = attires.map((attire) => renderToStaticMarkup(createElement(TeamPortrait, { id: 'x', tone: 'brand', look: { ...defaultLook, attire } })));
    expect(new Set(dressed).size).toBe(attires.length);
    expect(new Set(people.map((person) => person.look.attire)).size).toBeGreaterThanOrEqual(3);
  });
});
