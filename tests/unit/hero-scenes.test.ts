import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cutoutOf, heroLineups, heroScenes, stageImage, type HeroSceneRecord } from '@/content/hero-scenes';
import { builtRoutePaths, routes } from '@/lib/routes';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { productImage } from '@/content/catalogue';

const records = Object.entries(heroScenes as Record<string, HeroSceneRecord>);
const staged = records.flatMap(([path, scene]) =>
  scene.arrangement === 'stage' ? [{ path, slot: 'main', product: scene.main.product }, ...(scene.beside ? [{ path, slot: 'beside', product: scene.beside.product }] : [])] : [],
);

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

  it('stand products on a stage whose drawings and cutouts exist', () => {
    expect(staged.length).toBeGreaterThan(0);
    for (const { path, slot, product } of staged) {
      const image = stageImage(seededCatalogue(), product);
      expect(image, `${path} ${slot}: ${product}`).toBeDefined();
      expect(existsSync(join(process.cwd(), 'public', cutoutOf(image!.src))), `${path} ${slot}: cutout of ${product}`).toBe(true);
    }
  });

  it('draw their scenes from files that exist', () => {
    const scenes = records.flatMap(([, scene]) => (scene.arrangement === 'scene' ? [scene.src] : scene.arrangement === 'mosaic' ? scene.scenes : []));
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
