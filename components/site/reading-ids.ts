// Ids for <Reading> labels. A build renders pages one after another in one process, so a counter
// that never repeats keeps ids unique on every page without knowing which page it is on.
let count = 0;

export function nextReadingId(): string {
  count += 1;
  return `reading-${count}`;
}
