import { describe, expect, it, vi } from 'vitest';
import { use } from 'react';
import { stringAttr } from '../attributes.ts';
import { renderFirstView } from './render-first-view.tsx';

const options = { description: 'A test element.', attributes: { label: stringAttr({ default: 'Hello' }) } };

function Greeting({ label }: { label: string }) {
  return <p>{label}, world</p>;
}

const never = new Promise<never>(() => undefined);
function Stuck(): null {
  use(never);
  return null;
}

describe('renderFirstView', () => {
  it("renders the view with the element's attributes, inside the server box", async () => {
    const html = await renderFirstView('x-greeting', { View: Greeting, options }, { 'data-label': 'Hi & bye' });
    expect(html).toBe('<x-greeting data-label="Hi &amp; bye"><site-element-root data-server=""><p>Hi &amp; bye, world</p></site-element-root></x-greeting>');
  });

  it('gives up on a view that keeps waiting, and writes the tag without a first view', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = await renderFirstView('x-stuck', { View: Stuck, options }, {}, undefined, { timeout: 50 });
      expect(html).toBe('<x-stuck></x-stuck>');
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
