/**
 * A visitor whose browser runs no script, in the route-module tier: it keeps cookies, follows
 * redirects, and submits a form the way HTML says a browser does (the form's method, action and
 * encoding, its successful controls, the button pressed), then reads the server's answer. What such
 * a visitor sees is what the server wrote: a field's value, its accessible description (errors under
 * fields are tied by aria-describedby), a checked choice, a status.
 *
 *   const visitor = noScriptVisitor(portal, { as: 'demo_down4' });
 *   let page = await visitor.goto('/member/depositv2');
 *   page = await visitor.submit(page, { button: 'Deposit', fill: { 'Amount ($)': '12.345' }, check: ['Manual bank transfer'] });
 *   expect(page.field('Amount ($)').description).toMatch(/two decimal places/);
 *
 * Controls are found by their label as a person reads it (the label's text, aria-labelledby or
 * aria-label), exactly or by a regular expression, as the browser tier's getByLabel did.
 */
import { documentOf } from './page-words';
import type { Answer, Portal, VisitInit } from './portal';

type Document = ReturnType<typeof documentOf>;
type Element = NonNullable<ReturnType<Document['querySelector']>>;
type Name = string | RegExp;

const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const matches = (text: string, name: Name) => (typeof name === 'string' ? text === name : name.test(text));

export interface Field {
  element: Element;
  value: string;
  /** The accessible description: the text of the elements aria-describedby names, in order. */
  description: string;
  checked: boolean;
  required: boolean;
}

export class PageView {
  readonly document: Document;

  constructor(
    readonly url: string,
    readonly answer: Answer,
  ) {
    this.document = documentOf(answer.text);
  }

  get status() {
    return this.answer.status;
  }

  /** The element a selector names (a form by id, a region), to look for fields inside it. */
  within(selector: string): Element {
    const element = this.document.querySelector(selector);
    if (!element) throw new Error(`${this.url}: nothing matches ${selector}`);
    return element;
  }

  /** The words a person reads inside an element (the page's main part by default). */
  text(selector = 'main'): string {
    return normalized(this.document.querySelector(selector)?.textContent);
  }

  /** Text of every element with role=status or role=alert: what the server said about the last action. */
  statuses(): string[] {
    return [...this.document.querySelectorAll('[role="status"],[role="alert"],output')].map((element) => normalized(element.textContent)).filter(Boolean);
  }

  /**
   * The dialogs a person sees: an open <dialog>, or an element with the dialog role that is not
   * hidden (a closed <dialog> and anything under `hidden` are not in the accessibility tree).
   */
  openDialogs(): Element[] {
    return [...this.document.querySelectorAll('dialog,[role="dialog"],[role="alertdialog"]')].filter(
      // A popover (the site menu) shows only when a script or its button opens it.
      (element) => (element.localName !== 'dialog' || element.hasAttribute('open')) && !element.closest('[hidden],[popover]'),
    );
  }

  /** The open dialog named `name`. */
  dialog(name: Name): Element {
    const found = this.openDialogs().filter((element) => matches(this.labelOf(element), name));
    if (found.length !== 1) throw new Error(`${this.url}: ${found.length} open dialogs named ${String(name)}`);
    return found[0]!;
  }

  /** A region (a section, an article or an element with a landmark role) named `name`, or undefined. */
  region(name: Name): Element | undefined {
    return [...this.document.querySelectorAll('section,article,aside,nav,form,[role="region"],[role="group"]')].find((element) =>
      matches(this.labelOf(element), name),
    );
  }

  /** A form control by its label, inside `scope` (the whole page by default); exactly one must match. */
  field(label: Name, scope?: Element | string): Field {
    const element = this.control(label, scope);
    const describedBy = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      element,
      value: valueOf(element),
      description: normalized(describedBy.map((id) => this.document.getElementById(id)?.textContent ?? '').join(' ')),
      checked: element.hasAttribute('checked'),
      required: element.hasAttribute('required') || element.getAttribute('aria-required') === 'true',
    };
  }

  /** The control labelled `label`: input, select, textarea or a button, by label[for], a wrapping label, aria-labelledby or aria-label. */
  control(label: Name, scope?: Element | string): Element {
    const root = typeof scope === 'string' ? this.within(scope) : (scope ?? this.document.documentElement);
    const found = [...root.querySelectorAll('input:not([type="hidden"]),select,textarea')].filter((element) => matches(this.labelOf(element), label));
    if (found.length !== 1) throw new Error(`${this.url}: ${found.length} fields labelled ${String(label)}`);
    return found[0]!;
  }

  /** A submit button by its name (its text, aria-label or value), inside `scope`. */
  button(name: Name, scope?: Element | string): Element {
    const root = typeof scope === 'string' ? this.within(scope) : (scope ?? this.document.documentElement);
    const found = [...root.querySelectorAll('button,input[type="submit"],input[type="image"]')].filter((element) => {
      const own = element.getAttribute('aria-label') ?? (element.localName === 'input' ? element.getAttribute('value') : element.textContent);
      return matches(normalized(own), name) && (element.getAttribute('type') ?? 'submit') === 'submit';
    });
    if (found.length !== 1) throw new Error(`${this.url}: ${found.length} submit buttons named ${String(name)}`);
    return found[0]!;
  }

  labelOf(element: Element): string {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return normalized(
        labelledBy
          .split(/\s+/)
          .map((id) => this.document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel) return normalized(ariaLabel);
    const id = element.getAttribute('id');
    const forId = id ? [...this.document.querySelectorAll('label')].find((label) => label.getAttribute('for') === id) : undefined;
    const label = forId ?? element.closest('label');
    return label ? normalized(textWithoutControls(label)) : '';
  }
}

/** A label's text, without the words of the controls inside it (a select's options). */
function textWithoutControls(label: Element): string {
  let words = '';
  for (const child of label.childNodes) {
    if (child.nodeType === 3) words += child.textContent ?? '';
    else if (child.nodeType === 1 && !(child as Element).matches('select,textarea,input')) words += ` ${textWithoutControls(child as Element)} `;
  }
  return words;
}

function valueOf(element: Element): string {
  if (element.localName === 'textarea') return element.textContent ?? '';
  if (element.localName === 'select') {
    const options = [...element.querySelectorAll('option')];
    const chosen = options.find((option) => option.hasAttribute('selected')) ?? options[0];
    return chosen ? (chosen.getAttribute('value') ?? normalized(chosen.textContent)) : '';
  }
  return element.getAttribute('value') ?? '';
}

export interface Submission {
  /** The submit button pressed, by name. */
  button: Name;
  /** Where the form is: a selector of the form or of an element around it, or that element (the button is looked for inside). */
  scope?: string | Element;
  /** Values typed or chosen, by field label. */
  fill?: Record<string, string>;
  /** Checkboxes and radio buttons to check, by label (a radio's siblings are unchecked), or the control itself where labels repeat (a box per product). */
  check?: (Name | Element)[];
  uncheck?: (Name | Element)[];
  /** Files chosen, by the file input's label (a multipart form's). */
  files?: Record<string, File>;
}

export interface NoScriptVisitor {
  goto(path: string): Promise<PageView>;
  submit(page: PageView, submission: Submission): Promise<PageView>;
  /** The cookie header the visitor sends now. */
  cookieHeader(): string;
}

/** A visitor without scripts: its own cookies (the account's minted session when `as` is given, or `cookie`), redirects followed. */
export function noScriptVisitor(portal: Portal, init: VisitInit = {}): NoScriptVisitor {
  const jar = new Map<string, string>();
  for (const pair of (init.cookie ?? '').split(';').filter((part) => part.includes('='))) {
    const [name, value] = pair.trim().split(/=(.*)/s) as [string, string];
    jar.set(name, value);
  }
  let ready = Promise.resolve();
  if (init.as) {
    const account = init.as;
    ready = portal.sessionOf(account).then((cookie) => {
      const [name, value] = cookie.split(/=(.*)/s) as [string, string];
      jar.set(name, value);
    });
  }
  const { as: _as, cookie: _cookie, ...rest } = init;
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (answer: Answer) => {
    for (const header of answer.cookies) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split(/=(.*)/s) as [string, string];
      if (/Max-Age=0/i.test(header) || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
  };

  async function visit(path: string, request: VisitInit): Promise<PageView> {
    await ready;
    let url = path;
    let answer = await portal.fetch(url, {
      ...rest,
      ...request,
      headers: { ...(rest.headers as Record<string, string>), ...(request.headers as Record<string, string>) },
      cookie: cookieHeader(),
    });
    keep(answer);
    // A browser follows redirects with GET (303, and 302 after a POST), keeping the cookies each one set.
    for (let hops = 0; answer.status >= 300 && answer.status < 400 && answer.location; hops++) {
      if (hops === 10) throw new Error(`${path}: more than 10 redirects`);
      url = answer.location;
      answer = await portal.fetch(url, { ...rest, method: 'GET', cookie: cookieHeader() });
      keep(answer);
    }
    return new PageView(url, answer);
  }

  return {
    goto: (path) => visit(path, { method: 'GET' }),
    cookieHeader,
    async submit(page, { button: buttonName, scope, fill = {}, check = [], uncheck = [], files = {} }) {
      const button = page.button(buttonName, scope);
      const formId = button.getAttribute('form');
      const form = formId ? page.document.getElementById(formId) : button.closest('form');
      if (!form) throw new Error(`${page.url}: the button ${String(buttonName)} is in no form`);
      for (const [label, value] of Object.entries(fill)) {
        const control = page.control(label, form);
        if (control.localName === 'textarea') control.textContent = value;
        else if (control.localName === 'select') {
          for (const option of control.querySelectorAll('option')) {
            if ((option.getAttribute('value') ?? normalized(option.textContent)) === value) option.setAttribute('selected', '');
            else option.removeAttribute('selected');
          }
        } else control.setAttribute('value', value);
      }
      const controlOf = (label: Name | Element): Element => (typeof label === 'object' && 'setAttribute' in label ? label : page.control(label, scope));
      for (const label of check) {
        const control = controlOf(label);
        if (control.getAttribute('type') === 'radio') {
          const group = control.getAttribute('name');
          for (const sibling of page.document.querySelectorAll('input[type="radio"]'))
            if (sibling.getAttribute('name') === group) sibling.removeAttribute('checked');
        }
        control.setAttribute('checked', '');
      }
      for (const label of uncheck) controlOf(label).removeAttribute('checked');

      const data = new FormData();
      const owned = [...page.document.querySelectorAll('input,select,textarea')].filter((control) =>
        control.getAttribute('form') ? control.getAttribute('form') === form.getAttribute('id') : control.closest('form') === form,
      );
      for (const control of owned) {
        const name = control.getAttribute('name');
        const type = (control.getAttribute('type') ?? 'text').toLowerCase();
        if (!name || control.hasAttribute('disabled') || ['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
        if ((type === 'checkbox' || type === 'radio') && !control.hasAttribute('checked')) continue;
        if (type === 'checkbox' || type === 'radio') data.append(name, control.getAttribute('value') ?? 'on');
        else data.append(name, valueOf(control));
      }
      for (const [label, file] of Object.entries(files)) data.append(page.control(label, form).getAttribute('name') ?? '', file);
      const submitterName = button.getAttribute('name');
      if (submitterName) data.append(submitterName, button.getAttribute('value') ?? '');

      const method = (button.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
      const action = button.getAttribute('formaction') ?? form.getAttribute('action') ?? page.url;
      const target = new URL(action || page.url, `https://portal.test${page.url}`);
      const fields = [...data].map(([name, value]) => [name, String(value)]);
      if (method === 'get') {
        target.search = new URLSearchParams(fields).toString();
        return visit(target.pathname + target.search, { method: 'GET' });
      }
      // HTML's attribute names are case-insensitive; React writes this one `encType`, and this document keeps the case.
      const multipart = (form.getAttribute('enctype') ?? form.getAttribute('encType') ?? '').toLowerCase() === 'multipart/form-data';
      return visit(target.pathname + target.search, {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'same-origin', ...(multipart ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: multipart ? data : new URLSearchParams(fields).toString(),
      });
    },
  };
}
