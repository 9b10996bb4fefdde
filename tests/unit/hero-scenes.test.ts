import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cutoutOf, heroLineups, heroScenes, stageImage, type HeroSceneRecord, type SceneTile } from '@/content/hero-scenes';
import { iconNames } from '@/content/schema';
import { builtRoutePaths, routes } from '@/lib/routes';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { productImage } from '@/content/catalogue';

const records = Object.entries(heroScenes as Record<string, HeroSceneRecord>);
const tiles = records.flatMap(([path, scene]) => {
  if (scene.arrangement === 'scene') return [];
  const slots = scene.arrangement === 'stage' ? [['main', scene.main], ['beside', scene.beside]] : [['main', scene.main], ['left', scene.left], ['right', scene.right]];
  return slots.flatMap(([slot, tile]) => (tile ? [{ path, slot: slot as string, stage: scene.arrangement === 'stage', tile: tile as SceneTile }] : []));
});

describe('hero scenes', () => {
  it('belong to built pages only', () => {
    for (const path of Object.keys(heroScenes)) expect(builtRoutePaths as readonly string[]).toContain(path);
  });

  it('cover every secondary page that has a hero picture', () => {
    const named = [
      routes.solutions,
      routes.solutionsWorkplace,
      routes.solutionsHealthcare,
      routes.solutionsPublicSector,
      routes.solutionsEducation,
      routes.contact,
      routes.forEmployers,
      routes.forHealthcare,
      routes.innovativeHealthcare,
      routes.about,
      routes.careers,
      routes.news,
      routes.investors,
      routes.complianceChecklist,
    ];
    for (const path of named) expect(Object.keys(heroScenes)).toContain(path);
  });

  it('name product drawings that exist and glyphs the Icon map knows', () => {
    for (const { path, slot, tile } of tiles) {
      if ('product' in tile) expect(stageImage(seededCatalogue(), tile.product), `${path} ${slot}: ${tile.product}`).toBeDefined();
      else for (const icon of tile.icons) expect(iconNames, `${path} ${slot}`).toContain(icon);
    }
  });

  it('stand products on a stage whose cutout drawings exist', () => {
    const staged = tiles.filter(({ stage }) => stage);
    expect(staged.length).toBeGreaterThan(0);
    for (const { path, slot, tile } of staged) {
      if (!('product' in tile)) throw new Error(`${path} ${slot}: a stage holds products only`);
      const image = stageImage(seededCatalogue(), tile.product);
      expect(image, `${path} ${slot}: ${tile.product}`).toBeDefined();
      expect(existsSync(join(process.cwd(), 'public', cutoutOf(image!.src))), `${path} ${slot}: cutout of ${tile.product}`).toBe(true);
    }
  });

  it('draw their scenes from files that exist', () => {
    const scenes = records.flatMap(([, scene]) => (scene.arrangement === 'scene' ? [scene.src] : []));
    expect(scenes.length).toBeGreaterThan(0);
    for (const src of scenes) expect(existsSync(join(process.cwd(), 'public', src)), src).toBe(true);
  });

  it('differ from page to page', () => {
    const keys = Object.values(heroScenes).map((scene) => JSON.stringify(scene));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('line up products the catalogue has, each once, on catalogue pages that have no scene', () => {
    for (const [path, ids] of Object.entries(heroLineups)) {
      expect(builtRoutePaths as readonly string[]).toContain(path);
      expect(Object.keys(heroScenes)).not.toContain(path);
      expect(new Set(ids).size, path).toBe(ids.length);
      for (const id of ids) expect(productImage(seededCatalogue(), id), `${path}: ${id}`).toBeDefined();
    }
  });
});
