import { useRouteLoaderData } from '@remix-run/react';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ShellQuery } from '#app/graphql/generated/graphql';

/*
 * The shell's data names the types of its parts here, so the kernel imports no feature
 * (docs/architecture.md, "Feature folders"): the analytics answer (features/analytics asks the
 * question and keeps the cookie), the mini game over the page (features/games starts it) and the
 * versions of the terms waiting for the member (features/legal asks for them).
 */

/** The visitor's answer to the analytics question: counting visits allowed, or not. */
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** A mini game shown in its dialog over the page it was started from (features/games/mini-game.ts). */
export interface MiniGame {
  id: string;
  name: string;
  frame: string;
  mode: 'real' | 'trial';
  /** The page without the dialog. */
  closeHref: string;
  /** The same game in the full game frame route (bigger, full screen), coming back to the page. */
  fullHref: string;
}

/** A version of the terms or the privacy policy waiting for the member's acceptance, as its dialog shows it (features/legal). */
export interface LegalPromptItem {
  kind: 'TERMS' | 'PRIVACY';
  version: number;
  title: string;
  summary: string;
  /** When it took effect, in the page's language and the brand's zone. */
  effectiveText: string;
  /** The member never accepted a version of this document (an account an agent opened): asked, not announced as a change. */
  first: boolean;
}

/** What the root loader gives every page: the shell's data (brand, flags, navigation, the member). */
export interface ShellData {
  locale: string;
  shell: ShellQuery | null;
  /** Top-level fields of the shell that failed, so their parts degrade alone. */
  failed: string[];
  /** The site's description in the visitor's language (every page's meta description). */
  description: string;
  /** Development tools are on (never in production): the brand's configuration problems show on the page. */
  devTools: boolean;
  /**
   * The browser has run our scripts before (the `js` cookie, components/streaming.ts) and is no
   * crawler (components/deferred.server.ts addsOnDemand): what a script adds when it is asked for
   * (the main navigation's vendor menus) is left out of the document.
   */
  runsScripts: boolean;
  /** Words of the namespaces only some visitors' shell needs (a member's play-session dialogs, the development tools). */
  words: Record<string, unknown>;
  /** The brand's theme as a stylesheet rule, written on the server (features/shell/theme.server.ts); null for the portal's own look. */
  brandStyle: string | null;
  /** The brand's analytics id (null when it measures no visits) and the visitor's answer (null before they answer): features/analytics. */
  analytics: { id: string | null; consent: ConsentChoice | null };
  /** A mini game started from this page, shown in its dialog over it (features/games/mini-game.server.ts); null when none. */
  miniGame: MiniGame | null;
  /** The versions of the terms waiting for the member's acceptance, as the dialog shows them (features/legal); null when none. */
  legal: LegalPromptItem[] | null;
  /** The brand's icon and its MIME type (the portal's own when the theme is unknown). */
  favicon: { href: string; type: string | undefined };
}

/**
 * The root route's data as root.tsx's Layout reads it once, for everything below it. A component
 * reading a route's data from the router (useRouteLoaderData) renders again on every change of the
 * router's state, whatever changed: a fetcher's load, a route discovered by a link (Remix's
 * `/__manifest`), a navigation's start. The shell's data changes far less often (shouldRevalidate
 * in root.tsx), and its object stays the same until it does, so a context of it lets a memoised
 * component (a game card) sit still through those changes.
 */
const ShellContext = createContext<ShellData | undefined>(undefined);

/** Gives everything below it the root route's data, read from the router in this one place (root.tsx's Layout). */
export function ShellProvider({ children }: { children: ReactNode }) {
  return createElement(ShellContext.Provider, { value: useRouteLoaderData('root') as ShellData | undefined }, children);
}

/** The shell's data from the root route (shell components and pages read it; root.tsx's Layout provides it: ShellProvider). */
export function useShell(): ShellData | undefined {
  return useContext(ShellContext);
}

/** The brand's time zone (an IANA name) from the shell; UTC when the shell did not answer. */
export function useBrandTimeZone(): string {
  return useShell()?.shell?.brand?.timeZone ?? 'UTC';
}
