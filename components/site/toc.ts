// The table of contents in the browser: the entry of the part being read is marked (aria-current)
// in both copies; on a phone the folded list stays at the top of the screen with the current
// section's name, and closes before jumping so that the place jumped to is not pushed down.
const WIDE = '(min-width: 70rem)';

function currentId(targets: readonly HTMLElement[], line: number): string {
  let id = '';
  for (const el of targets) {
    if (el.getBoundingClientRect().top > line) break;
    id = el.id;
  }
  return id;
}

/** Keeps the marked entry in sight inside the side list, which scrolls on its own when long. */
function reveal(list: HTMLElement, link: HTMLElement): void {
  const top = link.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  if (top < list.scrollTop + 24) list.scrollTop = Math.max(0, top - 48);
  else if (top > list.scrollTop + list.clientHeight - 48) list.scrollTop = top - list.clientHeight + 96;
}

export function startToc(): void {
  const lists = [...document.querySelectorAll<HTMLElement>('[data-toc]')];
  if (lists.length === 0 || document.documentElement.dataset.tocStarted) return;
  document.documentElement.dataset.tocStarted = '';
  const links = lists.flatMap((l) => [...l.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]);
  const ids = [...new Set(links.map((a) => decodeURIComponent(a.hash.slice(1))))];
  const targets = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  const side = lists.find((l) => l.classList.contains('toc-side'));
  const fold = lists.find((l): l is HTMLDetailsElement => l instanceof HTMLDetailsElement);
  const label = fold?.querySelector<HTMLElement>('[data-toc-current]');
  // each id's top-level section, for the phone bar's "where am I"
  const sectionOf = new Map<string, string>();
  for (const li of fold?.querySelectorAll<HTMLLIElement>(':scope > nav > ol > li') ?? []) {
    const name = li.querySelector(':scope > a')?.textContent ?? '';
    for (const a of li.querySelectorAll<HTMLAnchorElement>('a')) sectionOf.set(decodeURIComponent(a.hash.slice(1)), name);
  }

  let active: string | null = null;
  const update = (): void => {
    const barHeight = fold && fold.classList.contains('is-sticky') ? fold.getBoundingClientRect().height : 0;
    const id = currentId(targets, Math.max(barHeight + 16, window.innerHeight * 0.25));
    if (id === active) return;
    active = id;
    for (const a of links) {
      if (a.hash === `#${id}`) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
    if (label) label.textContent = sectionOf.get(id) ?? '';
    const mark = side?.querySelector<HTMLElement>('a[aria-current]');
    if (side && mark && window.matchMedia(WIDE).matches) reveal(side, mark);
  };

  let queued = false;
  const schedule = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', schedule);

  if (fold) {
    fold.classList.add('is-sticky');
    document.documentElement.classList.add('has-toc-bar');
    fold.addEventListener('click', (event) => {
      const a = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href^="#"]');
      if (!a || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      fold.open = false;
      const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
      if (location.hash === a.hash) target?.scrollIntoView();
      else location.hash = a.hash;
    });
  }
  update();
}
