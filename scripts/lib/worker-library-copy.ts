import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One text edit of an installed library's file for the Worker's copy of it (ADR 048, ADR 049): the
 * text to find and what replaces it.
 */
export interface CheckedEdit {
  find: string;
  replace: string;
}

/**
 * `source` with each edit applied, each found exactly once first: a new release of the library
 * fails the build here (naming `library` and the script to update, `editor`) instead of running
 * half-edited.
 */
export function applyCheckedEdits(source: string, edits: readonly CheckedEdit[], library: string, editor: string): string {
  let result = source;
  for (const { find, replace } of edits) {
    const at = result.indexOf(find);
    if (at < 0 || result.indexOf(find, at + 1) >= 0) {
      throw new Error(`${library} changed: "${find.split('\n')[0].trim()}" is not in its module exactly once; update ${editor}`);
    }
    result = result.slice(0, at) + replace + result.slice(at + find.length);
  }
  return result;
}

/**
 * A Vite plugin that writes files beside the server build once it is written (`files` answers each
 * file's name and text): the Worker's library copies, which wrangler.toml's `[alias]` points to.
 * The browser build writes none.
 */
export function besideServerBuild(name: string, files: () => Record<string, string>): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (!isSsr) return;
      for (const [file, text] of Object.entries(files())) writeFileSync(join(outDir, file), text);
    },
  };
}
