import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh module instances, as a page's client has them: the setup files registered both languages'
// sentences in the shared registry, which these tests must not see.
beforeEach(() => {
  vi.resetModules();
});

describe("the engine's sentences on the client", () => {
  it('are not loaded with the page words, and loadIo registers only the asked language', async () => {
    const { ensureLang } = await import('./load.ts');
    const { say } = await import('../../../engine/scenario/messages.ts');
    await ensureLang('fr');
    // the words of a page do not carry the link and file sentences any more
    expect(() => say('fr', 'required')).toThrow(/fr problem sentences are not loaded/);
    const { loadIo } = await import('./messages-load.ts');
    const io = await loadIo('fr');
    expect(say('fr', 'required')).toBe((await import('../../../engine/scenario/messages-fr.ts')).fr.required());
    expect(() => say('en', 'required')).toThrow(/not loaded/);
    // sandbox-io says its problems in the page's language once loaded this way
    const opened = io.openLink('#s=not-a-link', 'fr');
    expect(opened?.ok).toBe(false);
    if (opened && !opened.ok) expect(opened.error[0]?.message).not.toMatch(/not loaded/);
  });
});
