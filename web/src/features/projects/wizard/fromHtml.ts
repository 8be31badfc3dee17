import TurndownService from 'turndown';

/** A tag such as `<p>` or `</li>`: the text came from the original client's rich-text editor. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;

let service: TurndownService | null = null;

/**
 * The text of a project field as the wizard edits it: markdown. The original Socious Fund client
 * stores rich-text HTML (already passed through the server's allowlist); the wizard's text boxes
 * would show its tags raw, so it becomes the same markdown our wizard writes, structure kept.
 */
export function editableText(value: string): string {
  if (!HTML_TAG.test(value)) return value;
  service ??= new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', emDelimiter: '*', codeBlockStyle: 'fenced' });
  return service.turndown(value);
}
