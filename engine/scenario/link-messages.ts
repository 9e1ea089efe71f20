// Why a link cannot be opened, in the reader's language: these sentences reach readers of the sandbox
// (a pasted link that chat mangled), unlike validation problems, which are for scenario authors.
export type LinkLang = 'en' | 'fr';

/** The link encoding this code writes (the `2.` before the payload): a checksum, then the payload. */
export const LINK_VERSION = '2';
/** The first encoding, with no checksum: still opened, flagged as unchecked. */
export const UNCHECKED_LINK_VERSION = '1';

export type LinkFailure =
  | 'notText'
  | 'tooLong'
  | 'foreign'
  | 'version'
  | 'characters'
  | 'tooLarge'
  | 'damaged'
  | 'cutShort'
  | 'notScenario'
  | 'checksum';

type Texts = { readonly [K in LinkFailure]: (version: string) => string };

const EN: Texts = {
  notText: () => 'a link is text',
  tooLong: () => 'it is far too long to be a scenario link',
  foreign: () => `this is not a Casebook scenario link (it should start with "${LINK_VERSION}.")`,
  version: (v) => `this link has version ${v}, which this site cannot read (it reads versions ${UNCHECKED_LINK_VERSION} and ${LINK_VERSION})`,
  characters: () => 'it contains characters a scenario link never has, or is cut short',
  tooLarge: () => 'it unpacks to more data than any scenario holds',
  damaged: () => 'its data is damaged or cut short',
  cutShort: () => 'its data is cut short',
  notScenario: () => 'its data is damaged (it does not unpack to a scenario)',
  checksum: () => 'it was changed on the way (its check code does not match its data); ask for the link again, copied whole',
};

const FR: Texts = {
  notText: () => 'un lien est un texte',
  tooLong: () => 'il est bien trop long pour être un lien de scénario',
  foreign: () => `ce n’est pas un lien de scénario Casebook (il devrait commencer par « ${LINK_VERSION}. »)`,
  version: (v) => `ce lien est en version ${v}, que ce site ne sait pas lire (il lit les versions ${UNCHECKED_LINK_VERSION} et ${LINK_VERSION})`,
  characters: () => 'il contient des caractères qu’un lien de scénario n’a jamais, ou il est tronqué',
  tooLarge: () => 'il se décompresse en plus de données qu’aucun scénario n’en contient',
  damaged: () => 'ses données sont abîmées ou tronquées',
  cutShort: () => 'ses données sont tronquées',
  notScenario: () => 'ses données sont abîmées (elles ne donnent pas un scénario)',
  checksum: () => 'il a été modifié en route (son code de contrôle ne correspond pas à ses données) ; redemandez le lien, copié en entier',
};

/** Said when a link opens but, being of the first version, carries no checksum. */
export function uncheckedNote(lang: LinkLang): string {
  return lang === 'fr'
    ? 'Ce lien est d’une ancienne version, sans code de contrôle : s’il a été abîmé en route, la position peut différer de l’originale.'
    : 'This link is of an older version with no check code: if it was damaged on the way, the position may differ from the one sent.';
}

/** Why a link the site is about to make would not open: too long for the links it accepts. */
export function tooLongToShare(length: number, max: number, lang: LinkLang): string {
  return lang === 'fr'
    ? `Cette position donnerait un lien de ${length} caractères, au-delà des ${max} qu’un lien peut porter : exportez-la plutôt en fichier.`
    : `This position would make a link of ${length} characters, beyond the ${max} a link may carry: export it as a file instead.`;
}

export function linkMessage(failure: LinkFailure, lang: LinkLang, version = ''): string {
  return lang === 'fr'
    ? `Le lien ne peut pas être ouvert : ${FR[failure](version)}.`
    : `The link cannot be opened: ${EN[failure](version)}.`;
}
