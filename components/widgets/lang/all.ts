// Both languages at once, for the server (the islands' first frame is rendered at build time in both
// languages) and for the tests (vitest.config.ts setupFiles). Imported only by .astro files and test
// setup, never by an island, so the client bundles never see it.
import { registerPack, registerPart, registerTitles } from './registry.ts';
import { pack as en } from './en.ts';
import { pack as fr } from './fr.ts';
import { en as sandboxEn } from '../i18n-en-sandbox.ts';
import { fr as sandboxFr } from '../i18n-fr-sandbox.ts';
import { en as riverEn } from '../i18n-en-river.ts';
import { fr as riverFr } from '../i18n-fr-river.ts';
import { en as spinnerEn } from '../i18n-en-spinner.ts';
import { fr as spinnerFr } from '../i18n-fr-spinner.ts';
import { en as predictEn } from '../i18n-en-predict.ts';
import { fr as predictFr } from '../i18n-fr-predict.ts';
import { en as explainEn } from '../i18n-en-explain.ts';
import { fr as explainFr } from '../i18n-fr-explain.ts';
import { en as ferriesEn } from '../i18n-en-ferries.ts';
import { fr as ferriesFr } from '../i18n-fr-ferries.ts';
import { en as wheelEn } from '../i18n-en-wheel.ts';
import { fr as wheelFr } from '../i18n-fr-wheel.ts';
import { en as riverTitlesEn } from '../ruling-titles-en-river.ts';
import { fr as riverTitlesFr } from '../ruling-titles-fr-river.ts';
import { en as ferriesTitlesEn } from '../ruling-titles-en-ferries.ts';
import { fr as ferriesTitlesFr } from '../ruling-titles-fr-ferries.ts';
import { en as wheelTitlesEn } from '../ruling-titles-en-wheel.ts';
import { fr as wheelTitlesFr } from '../ruling-titles-fr-wheel.ts';
// the engine's sentences, which the client loads only with links and files (messages-load.ts)
import '../../../engine/scenario/messages-all.ts';

registerPack('en', en);
registerPack('fr', fr);
registerPart('en', 'sandbox', sandboxEn);
registerPart('fr', 'sandbox', sandboxFr);
registerPart('en', 'river', riverEn);
registerPart('fr', 'river', riverFr);
registerPart('en', 'spinner', spinnerEn);
registerPart('fr', 'spinner', spinnerFr);
registerPart('en', 'predict', predictEn);
registerPart('fr', 'predict', predictFr);
registerPart('en', 'explain', explainEn);
registerPart('fr', 'explain', explainFr);
registerPart('en', 'ferries', ferriesEn);
registerPart('fr', 'ferries', ferriesFr);
registerPart('en', 'wheel', wheelEn);
registerPart('fr', 'wheel', wheelFr);
for (const [part, t] of [['river', riverTitlesEn], ['ferries', ferriesTitlesEn], ['wheel', wheelTitlesEn]] as const) registerTitles('en', t, part);
for (const [part, t] of [['river', riverTitlesFr], ['ferries', ferriesTitlesFr], ['wheel', wheelTitlesFr]] as const) registerTitles('fr', t, part);
