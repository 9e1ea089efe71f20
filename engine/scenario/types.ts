// The scenario format `casebook/1` as typed data. Names follow the format document exactly: they are
// public (files, links, pages) and are extended, never renamed.
import type { Coord, FollowerChoice, PlayerColor, Rotation, RuleOptions, SetId, SetupFollower, SetupTile, Side, Spot } from '../core/types.ts';
import type { PlagueChoice, Sector } from '../expansions/wheel/declare.ts';

export const SCENARIO_FORMAT = 'casebook/1';

/** A setup tile and its followers have exactly the engine's setup shapes. */
export type ScenarioFollower = SetupFollower;
export type ScenarioTile = SetupTile;

export interface ScenarioCrown {
  readonly player: PlayerColor;
  readonly sector: Sector;
  readonly space: 1 | 2;
}

export interface ScenarioSetup {
  readonly tiles?: readonly ScenarioTile[];
  readonly crowns?: readonly ScenarioCrown[];
  readonly pig?: Sector;
  readonly scores?: Readonly<Partial<Record<PlayerColor, number>>>;
  readonly supply?: Readonly<Partial<Record<PlayerColor, number>>>;
  readonly deck?: readonly string[];
  readonly turn?: PlayerColor;
}

export type FollowerStep = FollowerChoice;
export type PlagueStep = PlagueChoice;

export interface ExpectedFeature {
  readonly at: Coord;
  readonly on: Spot;
  readonly cell?: Coord;
  readonly complete?: boolean;
  readonly tiles?: number;
}

export interface ExpectedEvent {
  readonly player: PlayerColor;
  readonly points: number;
  readonly ruling: string;
}

export interface ExpectedFerry {
  readonly at: Coord;
  readonly ferry: readonly [Side, Side];
}

export interface Expect {
  readonly legal?: boolean;
  readonly illegal?: string;
  readonly scores?: Readonly<Partial<Record<PlayerColor, number>>>;
  readonly scored?: readonly ExpectedEvent[];
  readonly supply?: Readonly<Partial<Record<PlayerColor, number>>>;
  readonly pig?: Sector;
  readonly placements?: { readonly tile: string; readonly count: number };
  readonly features?: readonly ExpectedFeature[];
  /** where the ferry on each listed lake tile stands after the step (sides in any order) */
  readonly ferries?: readonly ExpectedFerry[];
  /** exactly the followers on crown spaces after the step, in any order */
  readonly crowns?: readonly ScenarioCrown[];
}

export interface ScenarioStep {
  readonly player?: PlayerColor;
  readonly place?: { readonly tile: string; readonly at: Coord; readonly rot: Rotation };
  readonly follower?: FollowerStep;
  readonly ferry?: readonly [Side, Side];
  readonly moveFerries?: readonly { readonly at: Coord; readonly ferry: readonly [Side, Side] }[];
  readonly plague?: readonly PlagueStep[];
  readonly discard?: string;
  readonly endGame?: true;
  /** a sentence for the reader about this step (shown by widgets, ignored by the engine) */
  readonly note?: string;
  /**
   * the reader's task when they play this step's move themselves (try mode opened on the position
   * before the step); without it, the scenario's `task` applies
   */
  readonly task?: string;
  /** the note and the task in French, for the French pages (each translates its English text) */
  readonly fr?: { readonly note?: string; readonly task?: string };
  readonly expect?: Expect;
}

export interface Scenario {
  readonly format: typeof SCENARIO_FORMAT;
  readonly title: string;
  readonly ruling?: string;
  /** a longer caption for the widget (plain text) */
  readonly description?: string;
  /** what the reader is asked to do in try mode, as a short imperative sentence (plain text) */
  readonly task?: string;
  /** the title, description and task in French, for the French pages (English is the default text) */
  readonly fr?: { readonly title: string; readonly description?: string; readonly task?: string };
  readonly rules: { readonly sets: readonly SetId[]; readonly options?: Readonly<Partial<RuleOptions>> };
  readonly players: readonly PlayerColor[];
  readonly setup?: ScenarioSetup;
  readonly steps?: readonly ScenarioStep[];
  /** what a shared position is about: the ruling in question and a short plain-text note (sandbox links) */
  readonly dispute?: ScenarioDispute;
}

export interface ScenarioDispute {
  readonly ruling?: string;
  readonly note?: string;
}
