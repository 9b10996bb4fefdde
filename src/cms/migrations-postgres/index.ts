import * as migration_20261126_204200_initial from './20261126_204200_initial';
import * as migration_20261126_205929_news from './20261126_205929_news';

export const migrations = [
  {
    up: migration_20261126_204200_initial.up,
    down: migration_20261126_204200_initial.down,
    name: '20261126_204200_initial',
  },
  {
    up: migration_20261126_205929_news.up,
    down: migration_20261126_205929_news.down,
    name: '20261126_205929_news'
  },
];
