// The contract between `client:intent` (directive.ts) and the islands that use it.

/** The directive's value, written in the .astro file: `client:intent={{ lang, sets }}`. */
export interface IntentValue {
  /** The page's language: the island's words are loaded for it before the first client render. */
  readonly lang?: 'en' | 'fr';
  /** The tile sets the island's first position uses (their expansions' code is loaded first). */
  readonly sets?: readonly string[];
  /** The island's own words beyond those every widget shows (components/widgets/i18n.ts `WidgetPart`). */
  readonly words?: readonly ('sandbox' | 'river' | 'spinner' | 'predict' | 'explain' | 'ferries' | 'wheel')[];
  /**
   * Hydrate at once, without waiting for the reader, when the address's query (a value starting with
   * `?`) or hash (starting with `#`) starts with this: the island must open what the link carries.
   */
  readonly now?: string;
  /** The scenario asks the reader to predict its points: "predict the score" loads with the island. */
  readonly predict?: boolean;
  /** Hydrate at once, too, when the browser's storage holds this key (a game kept to be offered back). */
  readonly stored?: string;
  /**
   * A scenario player's steps drawn in advance (components/widgets/frames.ts): fetched with the first
   * intent, they let the step buttons answer before the island's code has arrived (stepper.ts): their
   * address, and their fingerprint, which the file must carry for the page to use it.
   */
  readonly frames?: { readonly url: string; readonly fp: string };
  /**
   * `'load'`: the island is what its page is for, at the top of it (the sandbox), so its code is asked
   * for as the page loads, at low priority, rather than once it has been on screen a moment: a reader's
   * first tap there finds it arrived, or on its way. Not when the reader saves data or the link is 2G.
   * Its modules still run ahead only once it has been seen and the browser is idle, and it hydrates on
   * intent, as any island. Not for a widget a reader may never scroll to (the River builder and the
   * Wheel's spinner sit two screens down a phone's page of text).
   */
  readonly ahead?: 'load';
}

/**
 * An island component may carry `prepare`, awaited after its code loads and before it hydrates, and
 * `warm`, which the directive calls in idle time once the code has been fetched ahead (the island on
 * screen for a moment): it renders the island once off the page and throws the result away, so that the
 * reader's first tap runs code the browser has already compiled and optimised, and finds the positions
 * the engine computed for these props in its cache. It must leave no trace on the page.
 */
export interface PreparedComponent {
  prepare?: (value: IntentValue) => Promise<void>;
  warm?: (props: Record<string, unknown>) => void;
}
