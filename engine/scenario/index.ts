// The scenario API: parse and validate, run and check, links, text accounts. engine/index.ts re-exports
// it; browser code imports value.ts, run.ts, link.ts or options.ts directly, which load no YAML reader.
//
//   parseScenario(text, 'json' | 'yaml', lang?) -> Result<Scenario, Problem[]>   never throws; problems
//                                           by path, their sentences in lang ('en' default, or 'fr')
//   parseValue(decoded, lang?)           -> the same, for an already-decoded document
//   parseJson(text, lang?)               -> the same, for JSON text, without the YAML reader (browser)
//   runScenario(scenario)                -> Result<ScenarioRun, Problem[]>: per step the action, the
//                                           outcome (accepted + events | refused + ruling | check) and
//                                           the failed expectations; positions[0..steps]
//   makeScenarioLink / parseScenarioLink -> `1.<deflate+base64url>`; makeSandboxPath -> /en/sandbox/#s=…
export type { Scenario, ScenarioStep, ScenarioSetup, ScenarioTile, Expect, ExpectedEvent, ExpectedFeature } from './types.ts';
export { SCENARIO_FORMAT } from './types.ts';
export { parseScenario } from './parse.ts';
export { parseJson, parseValue, checkSetup } from './value.ts';
import './messages-all.ts';
export { MESSAGES, registerMessages } from './messages.ts';
export type { Lang, MessageKey, Messages } from './messages.ts';
export type { ScenarioFormat } from './parse.ts';
export { validateScenario, OPTION_VALUES } from './validate.ts';
export { runScenario, startGame } from './run.ts';
export { predictedStep, scoredBetween } from './predict.ts';
export type { ScenarioRun, StepResult } from './run.ts';
export type { Failure, StepOutcome } from './expect.ts';
export { describeOutcome } from './expect.ts';
export { makeScenarioLink, makeSandboxPath, parseScenarioLink, linkPayload, LINK_VERSION } from './link.ts';
export type { LinkFailure, LinkLang } from './link-messages.ts';
export { toAction, toGameSetup } from './convert.ts';
export { RULINGS, RULING_IDS, isRulingId } from './ruling-ids.ts';
export type { RulingInfo } from './ruling-ids.ts';
export { boardText } from './board-text.ts';
export { describeAction, describeEvent, explainText, positionText } from './explain.ts';
