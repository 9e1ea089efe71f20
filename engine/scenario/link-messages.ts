// Why a link cannot be opened, in the reader's language: these sentences reach readers of the sandbox
// (a pasted link that chat mangled), unlike validation problems, which are for scenario authors.
export type LinkLang = 'en' | 'fr';

/** The link encoding this code writes and reads (the `1.` before the payload). */
export const LINK_VERSION = '1';

export type LinkFailure =
  | 'notText'
  | 'tooLong'
  | 'foreign'
  | 'version'
  | 'characters'
  | 'tooLarge'
  | 'damaged'
  | 'cutShort'
  | 'notScenario';

type Texts = { readonly [K in LinkFailure]: (version: string) => string };

const EN: Texts = {
  notText: () => 'a link is text',
  tooLong: () => 'it is far too long to be a scenario link',
  foreign: () => 'this is not a Casebook scenario link (it should start with "1.")',
  version: (v) => `this link has version ${v}, which this site cannot read (it reads version ${LINK_VERSION})`,
  characters: () => 'it contains characters a scenario link never has, or is cut short',
  tooLarge: () => 'it unpacks to more data than any scenario holds',
  damaged: () => 'its data is damaged or cut short',
  cutShort: () => 'its data is cut short',
  notScenario: () => 'its data is damaged (it does not unpack to a scenario)',
};

const FR: Texts = {
  notText: () => 'un lien est un texte',
  tooLong: () => 'il est bien trop long pour être un lien de scénario',
  foreign: () => 'ce n’est pas un lien de scénario Casebook (il devrait commencer par « 1. »)',
  version: (v) => `ce lien est en version ${v}, que ce site ne sait pas lire (il lit la version ${LINK_VERSION})`,
  characters: () => 'il contient des caractères qu’un lien de scénario n’a jamais, ou il est tronqué',
  tooLarge: () => 'il se décompresse en plus de données qu’aucun scénario n’en contient',
  damaged: () => 'ses données sont abîmées ou tronquées',
  cutShort: () => 'ses données sont tronquées',
  notScenario: () => 'ses données sont abîmées (elles ne donnent pas un scénario)',
};

export function linkMessage(failure: LinkFailure, lang: LinkLang, version = ''): string {
  return lang === 'fr'
    ? `Le lien ne peut pas être ouvert : ${FR[failure](version)}.`
    : `The link cannot be opened: ${EN[failure](version)}.`;
}
