import { describe, expect, it } from 'vitest';
import { isRendered, markdownOf } from '../../src/zulip/rendered.js';
import { messageShape } from '../../src/zulip/shapes.js';

describe('rendered message content', () => {
  it('turns mentions into Markdown mentions, drops markup and decodes entities', () => {
    expect(markdownOf('<p><span class="user-mention" data-user-id="9001">@Hub Helper</span> who&#39;s here</p>')).toBe("@**Hub Helper|9001** who's here");
    expect(markdownOf('<p><span class="user-mention silent" data-user-id="9001">Hub Helper</span> hi &amp; bye</p>')).toBe('@_**Hub Helper|9001** hi & bye');
    expect(markdownOf('<p>one<br>two</p>\n<p>&lt;b&gt; &#x1F44B;</p>')).toBe('one\ntwo\n<b> 👋');
  });

  it('is told by content_type, or without one by a leading block tag', () => {
    expect(isRendered('<p>x</p>', 'text/x-markdown')).toBe(false);
    expect(isRendered('plain <p>', 'text/html')).toBe(true);
    expect(isRendered('  <p>x</p>', undefined)).toBe(true);
    expect(isRendered('<3 you', undefined)).toBe(false);
  });

  it('a message decoded from rendered content carries the Markdown', () => {
    const decoded = messageShape.decode({ id: 1, sender_id: 5, content: '<p>who&#39;s here</p>', content_type: 'text/html', type: 'private', display_recipient: [{ id: 5 }] });
    expect(decoded.ok && decoded.value.content).toBe("who's here");
  });
});
