// "Spin the wheel" as the server renders it: the page without JavaScript shows the board with the
// starting position, the pig's sector in words and the controls, in the page's language.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import WheelSpinner from './WheelSpinner.tsx';

describe('WheelSpinner on the server', () => {
  test('the first render draws the wheel board, the land tiles, every follower and the crowns', () => {
    const en = renderToString(<WheelSpinner lang="en" />);
    expect(en).toContain('data-tile="wheel/board"');
    for (const t of ['wheel/S', 'wheel/M', 'wheel/B', 'wheel/E']) expect(en).toContain(`data-tile="${t}"`);
    // 9 followers on the landscape and tiles, 4 on crown spaces; the legend draws one per player
    expect(en.match(/data-crowned=/g)).toHaveLength(4);
    expect(en).toContain('data-pig="plague"');
    expect(en).toContain('The pig stands on Plague.');
    expect(en).toContain('data-pig-sector="plague"');
    expect(en).toContain('>Draw a wheel tile</button>');
    expect(en).toContain('<button type="button" data-crown="famine-1"');
    expect(en).not.toContain('<button type="button" data-crown="fortune-1"');
  });

  test('in French', () => {
    const fr = renderToString(<WheelSpinner lang="fr" />);
    expect(fr).toContain('Le cochon est sur Peste.');
    expect(fr).toContain('>Piocher une tuile de la Roue</button>');
    expect(fr).toContain('La Famine exige la majorité');
  });
});
