/** French typography for a title shown in the interface: a non-breaking space before : ; ! ? » and after «. */
export const frenchSpaces = (t: string): string =>
  t.replace(/[ \u00a0\u202f]*([:;!?»])/g, (_m, p: string, i: number) => (i === 0 ? p : `\u00a0${p}`)).replace(/«[ \u00a0\u202f]*/g, '«\u00a0');
