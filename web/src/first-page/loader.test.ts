import { startFirstPage } from './loader';

/**
 * The page in the window's document (focus and scrolling need it), or in a fresh one: the script listens
 * on the document, and what one test leaves there must not see the next test's submits.
 */
let doc: Document;
const LOGIN = 'data-first-page="login" data-app-entry="/assets/index-abc.js"';
function page(html: string, attrs = LOGIN, fresh = false) {
  doc = fresh ? document.implementation.createHTMLDocument('first page') : document;
  doc.body.innerHTML = `<div id="root" ${attrs}>${html}</div>`;
  return doc.getElementById('root')!;
}

const FORM =
  '<form><input name="username" /><input name="password" type="password" /><button>Sign in</button></form>';

describe('the light script of the prerendered pages', () => {
  it('focuses the first field and loads the app at the first key, once', () => {
    page(FORM);
    const load = vi.fn(() => Promise.resolve());
    startFirstPage(doc, load);
    expect(doc.activeElement).toBe(doc.querySelector('input[name="username"]'));
    expect(load).not.toHaveBeenCalled();
    doc.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    doc.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/assets/index-abc.js');
  });

  it('holds a submit sent before the app is there, for the app to send', () => {
    const root = page(FORM, LOGIN, true);
    const load = vi.fn(() => Promise.resolve());
    startFirstPage(doc, load);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(root.dataset.pendingSubmit).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);
    // A second submit while the app loads is held too.
    const again = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    // Once the app took the page over, submits are the app's.
    root.dataset.takenOver = 'true';
    const app = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(app);
    expect(app.defaultPrevented).toBe(false);
  });

  it('shows and hides the password before the app is there', () => {
    page(
      '<form><div data-part="root"><input name="password" type="password" />' +
        '<div><button type="button" aria-label="Show password" aria-pressed="false"><svg><circle r="3"></circle></svg></button></div></div></form>',
    );
    startFirstPage(
      doc,
      vi.fn(() => Promise.resolve()),
    );
    const button = doc.querySelector('button')!;
    const input = doc.querySelector('input')!;
    button.click();
    expect(input.type).toBe('text');
    expect(input.hasAttribute('data-shown')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Hide password');
    expect(button.querySelector('svg')!.querySelectorAll('path')).toHaveLength(4); // the crossed-out eye
    button.click();
    expect(input.type).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.querySelector('svg')!.innerHTML).toBe('<circle r="3"></circle>');
  });

  it('draws a box ticked before the app is there as Chakra draws it', () => {
    page(
      '<form><label data-scope="checkbox" data-part="root" data-state="unchecked"><input type="checkbox" name="rememberMe" />' +
        '<div data-scope="checkbox" data-part="control" data-state="unchecked"><svg data-state="unchecked"></svg></div>' +
        '<span data-part="label" data-state="unchecked">Remember me</span></label></form>',
    );
    startFirstPage(
      doc,
      vi.fn(() => Promise.resolve()),
    );
    const box = doc.querySelector('input')!;
    box.click();
    const states = () => [...doc.querySelectorAll('[data-state]')].map((e) => e.getAttribute('data-state'));
    expect(states()).toEqual(['checked', 'checked', 'checked', 'checked']);
    expect(doc.querySelector('svg polyline')).not.toBeNull();
    box.click();
    expect(states()).toEqual(['unchecked', 'unchecked', 'unchecked', 'unchecked']);
    expect(doc.querySelector('svg')!.innerHTML).toBe('');
  });

  it('shows this year in the © line of a page built in another', () => {
    page('<p>© <span data-current-year>2001</span> ICP Studio</p>', 'data-first-page="landing"');
    startFirstPage(
      doc,
      vi.fn(() => Promise.resolve()),
    );
    expect(doc.querySelector('p')!.textContent).toBe(`© ${new Date().getFullYear()} ICP Studio`);
  });

  it('landing: wires Learn More to the features and never loads the app', () => {
    page(
      '<button data-first-page-action="learn-more">Learn More</button><section id="features" tabindex="-1"></section>',
      'data-first-page="landing"',
    );
    const scroll = vi.fn();
    doc.getElementById('features')!.scrollIntoView = scroll;
    const load = vi.fn(() => Promise.resolve());
    startFirstPage(doc, load);
    doc.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    doc.querySelector('button')!.click();
    expect(scroll).toHaveBeenCalled();
    expect(doc.activeElement).toBe(doc.getElementById('features'));
    expect(load).not.toHaveBeenCalled();
  });

  it('does nothing on a page that is not prerendered (the app)', () => {
    page(FORM, '', true);
    const load = vi.fn(() => Promise.resolve());
    startFirstPage(doc, load);
    doc.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
