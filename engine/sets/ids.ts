// The tile sets by id, in the order the pages list them. The core knows only the base game's id; the
// others join its SetId through this augmentation.
export const SET_IDS = ['base', 'river1', 'river2', 'river3', 'gq11', 'ferries', 'wheel'] as const;

declare module '../core/types.ts' {
  interface SetIds {
    readonly river1: true; readonly river2: true; readonly river3: true; readonly gq11: true;
    readonly ferries: true; readonly wheel: true;
  }
}
