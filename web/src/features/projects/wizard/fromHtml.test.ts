import { describe, expect, it } from 'vitest';
import { editableText } from './fromHtml';

describe('editableText', () => {
  it("turns the original client's rich text into markdown, structure kept", () => {
    const html = '<p>We plant trees.</p><p><strong>Bold</strong> and <em>calm</em></p><ul><li>first point</li><li>second point</li></ul><p><a href="https://example.org">site</a></p>';
    expect(editableText(html)).toBe('We plant trees.\n\n**Bold** and *calm*\n\n-   first point\n-   second point\n\n[site](https://example.org)');
  });

  it('leaves text typed in our wizard as it is', () => {
    expect(editableText('Goal one\nGoal two with 3 < 4')).toBe('Goal one\nGoal two with 3 < 4');
  });
});
