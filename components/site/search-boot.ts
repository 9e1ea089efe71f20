// The search button's code, in every page's script (page.ts): shows the button, opens the dialog on a
// click or Ctrl/Cmd-K. What searches loads on first opening (search-loader.ts).
import { openSearch } from './search-loader.ts';

export function bootSearch(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-search-open]');
  if (button) {
    const kbd = button.querySelector('kbd');
    if (kbd && /Mac|iPhone|iPad/.test(navigator.userAgent)) kbd.textContent = '⌘ K';
    button.hidden = false;
    button.addEventListener('click', () => void openSearch());
  }
  // A result on the current page only changes the hash: close the dialog so the ruling shows.
  document.querySelector('[data-search-dialog]')?.addEventListener('click', (event) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if ((event.target as Element).closest('a')) dialog.close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void openSearch();
    }
  });
}
