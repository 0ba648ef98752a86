import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { editRemixBrowser, remixBrowserSource } from './vite-remix-browser-transition';

const source = remixBrowserSource();

describe("RemixBrowser's location, set inside a transition (the browser build's edit)", () => {
  it('wraps the one setLocation of the router subscription in React.startTransition, and nothing else', () => {
    const edited = editRemixBrowser(source);
    expect(source.match(/setLocation\(newState\.location\)/g)).toHaveLength(1);
    expect(edited).toContain('React.startTransition(() => setLocation(newState.location));');
    expect(edited.replace('React.startTransition(() => setLocation(newState.location));', 'setLocation(newState.location);')).toBe(source);
    // Still a module the bundler reads.
    expect(() => parseAst(edited)).not.toThrow();
  });

  it('fails, naming the script to update, when the package no longer has the text it edits', () => {
    expect(() => editRemixBrowser(source.replace('setLocation(newState.location);', 'setLocation(state.location);'))).toThrow(
      /@remix-run\/react changed: .* update scripts\/vite-remix-browser-transition\.ts/,
    );
  });
});
