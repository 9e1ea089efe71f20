// Opens the search dialog. What searches (search-ui.ts, then Pagefind's own files) is a separate
// chunk fetched on first opening, so a page that never searches pays only for this file.

let loading: Promise<void> | undefined;

export async function openSearch(): Promise<void> {
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  if (!dialog) return;
  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  loading ??= import('./search-ui.ts')
    .then(({ mountSearch }) => mountSearch(dialog))
    .catch(() => {
      const status = dialog.querySelector<HTMLElement>('[data-search-status]');
      if (status) status.textContent = status.dataset.failed ?? '';
      loading = undefined;
    });
  await loading;
}
