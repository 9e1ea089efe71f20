// @vitest-environment happy-dom
// The rule options as the server renders them (text: the label and the current value's label, no select
// that could change nothing before the island runs), then as the browser shows them once the island has
// hydrated or mounted (a select per option holding the current value), in both languages.
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { RuleOptions } from '../../engine/core/types.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetLang } from './i18n.ts';
import { OptionsForm } from './OptionsForm.tsx';
import type { OptionsFormProps } from './OptionsForm.tsx';
import type { OptionKey } from './options.ts';
import { warmUp } from './warm.ts';

const KEYS: readonly OptionKey[] = ['riverUTurn', 'inns'];
// a value other than the default, so the text shown is the value given, not the default's
const OPTIONS: Partial<RuleOptions> = { riverUTurn: 'any' };
const SHOWN = {
  en: { uTurn: 'River U-turns', any: 'no U-turn at all', inns: 'Inns score as in Inns & Cathedrals', no: 'no' },
  fr: { uTurn: 'Demi-tours de la rivière', any: 'aucun demi-tour', inns: 'Auberges comptées comme dans Auberges et Cathédrales', no: 'non' },
} as const;

const form = (lang: WidgetLang, onChange = (_: Partial<RuleOptions>): void => undefined) => (
  <OptionsForm keys={KEYS} options={OPTIONS} lang={lang} dict={widgetDict(lang)} onChange={onChange} />
);

const boxes: HTMLElement[] = [];
function box(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  boxes.push(el);
  return el;
}
afterEach(() => {
  for (const el of boxes.splice(0)) {
    render(null, el);
    el.remove();
  }
});

describe.each(['en', 'fr'] as const)('OptionsForm in %s', (lang) => {
  const t = SHOWN[lang];

  test('the server renders each option as text, its label then its current value, with no select', () => {
    const html = renderToString(form(lang));
    expect(html).not.toContain('<select');
    expect(html).not.toContain('<label');
    expect(html).toContain(`<span>${t.uTurn}</span> <strong data-option-value="riverUTurn">${t.any}</strong>`);
    expect(html).toContain(`<strong data-option-value="inns">${t.no}</strong>`);
    // the ruling link of the current value, as with the select
    expect(html).toContain(`href="/${lang}/rulings/house-river-all-u-turns/"`);
  });

  test('once mounted in the browser each option is a labelled select holding the current value', async () => {
    const el = box();
    await act(() => render(form(lang), el));
    expect(el.querySelector('[data-option-value]')).toBeNull();
    const uTurn = el.querySelector<HTMLSelectElement>('select[data-option="riverUTurn"]')!;
    expect(uTurn.value).toBe('any');
    expect(uTurn.selectedOptions[0]!.textContent).toBe(t.any);
    expect(el.querySelector(`label[for="${uTurn.id}"]`)!.textContent).toBe(t.uTurn);
    const inns = el.querySelector<HTMLSelectElement>('select[data-option="inns"]')!;
    expect(inns.value).toBe('false');
    expect(inns.selectedOptions[0]!.textContent).toBe(t.no);
    expect(el.querySelector(`label[for="${inns.id}"]`)!.textContent).toBe(t.inns);
  });

  test('hydrating the server HTML keeps its nodes, then the selects take the text\'s place and work', async () => {
    const el = box();
    el.innerHTML = renderToString(form(lang));
    const link = el.querySelector('a.cb-ruling');
    const onChange = vi.fn();
    await act(() => hydrate(form(lang, onChange), el));
    expect(el.querySelectorAll('select[data-option]')).toHaveLength(2);
    expect(el.querySelector<HTMLSelectElement>('select[data-option="riverUTurn"]')!.value).toBe('any');
    expect(el.querySelector('a.cb-ruling')).toBe(link);
    const uTurn = el.querySelector<HTMLSelectElement>('select[data-option="riverUTurn"]')!;
    uTurn.value = 'immediate';
    await act(() => void uTurn.dispatchEvent(new Event('change', { bubbles: true })));
    expect(onChange).toHaveBeenCalledWith({ riverUTurn: 'immediate' });
  });
});

// client:intent may render an island off the page ahead of time and unmount it at once (warm.ts): the
// switch to selects, queued by then, must find nothing to do rather than throw
test('a warm render off the page, rendered and unmounted at once, goes through', async () => {
  const props: OptionsFormProps = { keys: KEYS, options: OPTIONS, lang: 'en', dict: widgetDict('en'), onChange: () => undefined };
  await expect(act(() => warmUp(OptionsForm, props))).resolves.toBeUndefined();
});
