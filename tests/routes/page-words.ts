/**
 * What a reader meets in a page the server rendered, read from its HTML (no browser): its words and
 * the names of its controls. For the language sweep (languages.test.ts): no English reaches a page
 * in another language.
 *
 * A word of the English UI that the language's own translation never uses is a leak: a hard-coded
 * string, a key read from the wrong namespace, a fallback to English. Not a leak, by the page's own
 * markup: names (`translate="no"`: games, vendors, accounts, banks, addresses), the operator's free
 * text to one member (`data-operator-text`: an inbox message, a refusal's reason, written in whatever
 * language the operator chose) and text marked as another language (`lang`: the language selector's
 * names). The document is read as served, scripts and stylesheets left out, as the browser tier read
 * it before this sweep moved here.
 */
import { parseHTML } from 'linkedom/worker';

/** The languages other than English, each swept for English words. */
export const LANGUAGES = ['ko', 'zh-CN', 'vi', 'th'] as const;

/** Words too short or too international to tell a leak (codes and units stay as they are). */
const ALLOWED = new Set(['aurora', 'play', 'html', 'https', 'usdt', 'trc20', 'erc20', 'email', 'mail', 'online', 'casino', 'slot', 'slots', 'bingo', 'lotto']);

/** Every translation module (app/i18n/locales/<lng>/<namespace>.ts), bundled by Vite: workerd has no file system. */
const LOCALE_MODULES = import.meta.glob<{ default: unknown }>('../../app/i18n/locales/*/*.ts', { eager: true });

function wordsOf(locale: string): Set<string> {
  const words = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      for (const word of node.replace(/\{\{\s*\w+\s*\}\}/g, ' ').match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase());
    } else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  const prefix = `../../app/i18n/locales/${locale}/`;
  const files = Object.keys(LOCALE_MODULES).filter((file) => file.startsWith(prefix) && !file.endsWith('/index.ts'));
  if (files.length === 0) throw new Error(`no translation modules for ${locale}`);
  for (const file of files) visit(LOCALE_MODULES[file]!.default);
  return words;
}

/** The English UI's own words (four letters or more) that `locale`'s translation never uses. */
export function englishOnly(locale: string): Set<string> {
  const english = wordsOf('en');
  const own = wordsOf(locale);
  return new Set([...english].filter((word) => /^[a-z]{4,}$/.test(word) && !own.has(word) && !ALLOWED.has(word)));
}

type Document = ReturnType<typeof parseHTML>['document'];
type Element = ReturnType<Document['querySelector']> & object;

/** The server's document without its scripts and stylesheets: the subject is what the server wrote. */
export function documentOf(html: string): Document {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*>/gi, '');
  // An answer that is no document (a redirect's empty body) reads as an empty page, as a browser shows it.
  return parseHTML(/<html[\s>]/i.test(markup) ? markup : `<!doctype html><html><head></head><body>${markup}</body></html>`).document;
}

const SKIPPED = 'script,style,noscript,template,[translate="no"],[data-operator-text]';

/**
 * The page's text and the names of its controls, outside names and text in another language; and
 * the words of the names the page marks (`translate="no"`), which may also stand inside a control's
 * name ("Add Lost Princess to favourites").
 */
export function pageWords(document: Document): { texts: string[]; names: string[] } {
  const pageLanguage = document.documentElement.getAttribute('lang');
  const skipped = (element: Element | null) =>
    !element || Boolean(element.closest(SKIPPED)) || (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage;
  const texts: string[] = [];
  const walk = (node: Document['body']) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        if (!skipped(node as unknown as Element) && child.textContent?.trim()) texts.push(child.textContent);
      } else if (child.nodeType === 1) walk(child as Document['body']);
    }
  };
  walk(document.body);
  for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt],input[type=submit][value]')) {
    if (skipped(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
    if (element.localName === 'input' && element.getAttribute('type') === 'submit') texts.push(element.getAttribute('value') ?? '');
  }
  texts.push(document.querySelector('title')?.textContent ?? '');
  const names = [...document.querySelectorAll('[translate="no"],[data-operator-text]')].map(
    (element) => `${element.textContent ?? ''} ${element.getAttribute('alt') ?? ''}`,
  );
  return { texts, names };
}

const wordsIn = (text: string) => (text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase());

/** The English words in a page's text, each with the text it stands in (so a failure says where to look). */
export function englishWords(document: Document, english: Set<string>): { word: string; context: string }[] {
  const { texts, names } = pageWords(document);
  const named = new Set(names.flatMap(wordsIn));
  const found = new Map<string, string>();
  for (const text of texts) {
    for (const word of wordsIn(text)) {
      if (english.has(word) && !named.has(word) && !found.has(word)) found.set(word, text.trim().slice(0, 80));
    }
  }
  return [...found].map(([word, context]) => ({ word, context }));
}

/**
 * Controls whose name does not hold their visible words: the rule axe calls
 * `label-content-name-mismatch` (WCAG 2.5.3, "say what you see"), read from the server's markup as
 * the browser tier ran it (no stylesheet, so what is on screen is what is not `hidden`). A
 * translation that rewords a control's label apart from its text fails speech users. axe-core itself
 * cannot load in workerd (it reads the document at import), so its rule is followed here: the widget
 * roles named from their content, the name from aria-labelledby or aria-label, text that a person can
 * read (not one symbol or punctuation), and the visible words in order inside the name's.
 */
export function labelContentMismatches(document: Document): string[] {
  const mismatches: string[] = [];
  for (const element of document.querySelectorAll('[aria-label],[aria-labelledby]')) {
    const role = roleOf(element);
    if (!role || !NAMED_FROM_CONTENT_WIDGETS.has(role)) continue;
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const name = (sanitized(labelledBy) ? labelledBy : (element.getAttribute('aria-label') ?? '')).toLowerCase();
    const visible = visibleText(element).toLowerCase();
    if (!sanitized(name) || !sanitized(visible)) continue;
    if (!readable(name) || !readable(visible)) continue;
    if (!containedIn(visible, name)) mismatches.push(element.outerHTML.slice(0, 80));
  }
  return mismatches;
}

/** The ARIA widget roles whose name may come from their content (WAI-ARIA 1.2, "Roles Supporting Name from Content"). */
const NAMED_FROM_CONTENT_WIDGETS = new Set([
  'button',
  'checkbox',
  'gridcell',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'switch',
  'tab',
  'treeitem',
]);

const sanitized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text a person reads as words: not empty, not one letter or symbol, not only symbols and punctuation. */
function readable(text: string): boolean {
  const clean = sanitized(text);
  if (clean === '' || (clean.length === 1 && /\D/.test(clean))) return false;
  return /[\p{L}\p{N}]/u.test(clean);
}

/** A role axe would read: the explicit one, else the implicit role of the few controls that name themselves by content. */
function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const type = element.getAttribute('type')?.toLowerCase();
  switch (element.localName) {
    case 'a':
    case 'area':
      return element.hasAttribute('href') ? 'link' : null;
    case 'button':
      return 'button';
    case 'input':
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      return type === 'button' || type === 'submit' || type === 'reset' || type === 'image' ? 'button' : null;
    case 'option':
      return 'option';
    default:
      return null;
  }
}

function visibleText(element: Element): string {
  let words = '';
  for (const child of element.childNodes) {
    if (child.nodeType === 3) words += child.textContent ?? '';
    else if (child.nodeType === 1 && !(child as Element).hasAttribute('hidden') && !(child as Element).matches('script,style,template')) {
      words += ` ${visibleText(child as Element)} `;
    }
  }
  return words.replace(/\s+/g, ' ').trim();
}

/** axe's isLabelContainedInName: the label's words, in order, inside the name's (after its own clean-up). */
function containedIn(label: string, name: string): boolean {
  const labelWords = curated(label);
  if (labelWords.length === 0) return true;
  const nameWords = curated(name);
  for (let start = 0; start + labelWords.length <= nameWords.length; start++) {
    if (labelWords.every((word, offset) => word === nameWords[start + offset])) return true;
  }
  return false;
}

const WORD_SEGMENTER = new Intl.Segmenter(undefined, { granularity: 'word' });

function curated(words: string): string[] {
  let cleaned = words.normalize('NFKD');
  for (let previous = ''; previous !== cleaned;) {
    previous = cleaned;
    cleaned = cleaned.replace(/\([^()]*\)/g, '');
  }
  cleaned = cleaned.replace(/\p{Extended_Pictographic}/gu, ' ').replace(/[^\p{L}\p{N}]/gu, ' ');
  return [...WORD_SEGMENTER.segment(sanitized(cleaned))].map((part) => part.segment.trim()).filter(Boolean);
}
