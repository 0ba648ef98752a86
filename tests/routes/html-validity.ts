/**
 * Whether a page the server wrote is valid, accessible HTML, as the Nu Html Checker and
 * HTML_CodeSniffer read it: html-validate (pure JavaScript, its browser build with a static
 * configuration, so it runs inside workerd with no file system, Java or downloaded binary) with its
 * rules for the standard, for accessibility and for whole documents, and one check of our own that
 * the validator does not make: nothing after `</html>` (a streamed script there is a fatal parse
 * error for the Nu checker).
 *
 * Each exception is one named rule with the reason beside it; none turns off a preset.
 */
import { HtmlValidate, type Message } from 'html-validate/browser';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Subresource integrity matters for what another origin serves; the page's own scripts and
    // stylesheets come from its own origin under the response's CSP nonce (the Nu checker asks for
    // no integrity attribute at all).
    'require-sri': ['error', { target: 'crossorigin' }],
    // A name on any element whose role may be named (a list: a category's vendors, a card's tags) is
    // valid ARIA and the Nu checker's; the a11y preset's stricter option refuses it for roles whose
    // names assistive technology may not announce. Misuse (a name where none is allowed) stays an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Attributes an input of that type does not take (maxlength on a date): an error for the Nu
    // checker, in html-validate's recommended preset only.
    'input-attributes': 'error',
  },
});

export interface Problem {
  rule: string;
  message: string;
  /** The start of the element the problem is about. */
  markup: string;
}

/** The document's problems: the validator's errors, and content the document leaves after its end. */
export async function htmlProblems(html: string): Promise<Problem[]> {
  const report = await validator.validateString(html);
  const problems = report.results.flatMap((result) =>
    result.messages
      .filter((message: Message) => message.severity === 2)
      .map((message: Message) => ({
        rule: message.ruleId,
        message: message.message,
        markup: (message.selector ?? '').slice(-80) || html.slice(message.offset, message.offset + 80),
      })),
  );
  const end = html.search(/<\/html>/i);
  if (end !== -1 && html.slice(end + '</html>'.length).trim() !== '') {
    problems.push({ rule: 'after-html', message: 'content after </html>', markup: html.slice(end, end + 80) });
  }
  return problems;
}
