// The one inline script of the site: `/` sends readers to their browser's language before anything is
// drawn. It is inline so it runs at once; the Content-Security-Policy allows it by its hash (csp.ts),
// computed from this very text, so the two cannot drift apart.
export const LANG_REDIRECT = `(function () {
  var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  var lang = 'en';
  for (var i = 0; i < langs.length; i++) {
    var code = String(langs[i]).slice(0, 2).toLowerCase();
    if (code === 'fr' || code === 'en') { lang = code; break; }
  }
  location.replace('/' + lang + '/');
})();`;
