// Every expansion's goal kinds as the scenario validator knows them (names, fields, sets), declared up
// front so a file or link naming one validates before that expansion's rules have loaded. The checkers come
// with the rules (ExpansionModule.goals). Imported by the validator only: a page that plays no lesson from
// a file or link ships none of this.
import { declareGoalKinds } from './core/goal-registry.ts';
import { FERRY_GOAL_DECLS } from './expansions/ferries/goal-decls.ts';
import { WHEEL_GOAL_DECLS } from './expansions/wheel/goal-decls.ts';

declareGoalKinds(FERRY_GOAL_DECLS);
declareGoalKinds(WHEEL_GOAL_DECLS);
