import * as migration_20261126_173946_initial from './20261126_173946_initial';

export const migrations = [
  {
    up: migration_20261126_173946_initial.up,
    down: migration_20261126_173946_initial.down,
    name: '20261126_173946_initial'
  },
];
