import { readFirstPage, restoreFirstPage, takeOver, takeOverWhenReady } from './takeover';

const STATIC =
  '<form><input name="username" /><input name="password" type="password" />' +
  '<input name="rememberMe" type="checkbox" /></form>';

describe('the app taking over a prerendered page', () => {
  it('reads what the visitor typed, ticked and where the caret is', () => {
    document.body.innerHTML = `<div id="root" data-first-page="login" data-pending-submit="true">${STATIC}</div>`;
    const root = document.getElementById('root')!;
    const [user, pass, remember] = [...root.querySelectorAll('input')] as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    user.value = 'casey';
    pass.value = 'Str0ng';
    remember.checked = true;
    pass.focus();
    pass.setSelectionRange(2, 4);
    expect(readFirstPage(root)).toEqual({
      values: { username: 'casey', password: 'Str0ng' },
      checked: { rememberMe: true },
      revealed: [],
      focused: 'password',
      selection: [2, 4],
      submit: true,
    });
  });

  it('answers null for the app’s own page', () => {
    document.body.innerHTML = `<div id="root">${STATIC}</div>`;
    expect(readFirstPage(document.getElementById('root')!)).toBeNull();
  });

  it('puts it back into the app’s form the way typing does, then sends a held submit', () => {
    document.body.innerHTML = `<div id="root" data-first-page="login">${STATIC}</div>`;
    const root = document.getElementById('root')!;
    const form = root.querySelector('form')!;
    const typed: string[] = [];
    form.addEventListener('input', (e) => typed.push((e.target as HTMLInputElement).name));
    const sent = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', sent);
    const done = restoreFirstPage(root, {
      values: { username: 'casey', password: 'Str0ng' },
      checked: { rememberMe: true },
      revealed: [],
      focused: 'password',
      selection: [1, 1],
      submit: true,
    });
    expect(done).toBe(true);
    const [user, pass, remember] = [...root.querySelectorAll('input')] as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    expect([user.value, pass.value, remember.checked]).toEqual(['casey', 'Str0ng', true]);
    expect(typed).toEqual(['username', 'password', 'rememberMe']);
    expect(document.activeElement).toBe(pass);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('carries a password the visitor chose to show into the app’s field', () => {
    const field = (pressed: boolean) =>
      '<form><div data-part="root"><input name="password" type="' +
      (pressed ? 'text" data-shown' : 'password"') +
      ` /><div><button type="button" aria-label="${pressed ? 'Hide' : 'Show'} password" aria-pressed="${pressed}"></button></div></div></form>`;
    document.body.innerHTML = `<div id="root" data-first-page="login">${field(true)}</div>`;
    const state = readFirstPage(document.getElementById('root')!)!;
    expect(state.revealed).toEqual(['password']);
    document.body.innerHTML = `<div id="app">${field(false)}</div>`;
    const app = document.getElementById('app')!;
    const clicked = vi.fn();
    app.querySelector('button')!.addEventListener('click', clicked);
    restoreFirstPage(app, state);
    expect(clicked).toHaveBeenCalledTimes(1);
    // Nothing shown on the static page: the app's button is left alone.
    restoreFirstPage(app, { ...state, revealed: [] });
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('swaps in one go once the hidden app shows its form, and not before', () => {
    document.body.innerHTML = `<div id="root" data-first-page="login">${STATIC}</div><div id="host" hidden></div>`;
    const root = document.getElementById('root')!;
    const host = document.getElementById('host')!;
    root.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'casey';
    expect(takeOver(root, host)).toBe(false);
    expect(root.isConnected).toBe(true);
    host.innerHTML = STATIC;
    expect(takeOver(root, host)).toBe(true);
    expect(root.isConnected).toBe(false);
    expect(root.dataset.takenOver).toBe('true');
    expect(host.id).toBe('root');
    expect(host.hidden).toBe(false);
    expect(host.querySelector<HTMLInputElement>('input[name="username"]')!.value).toBe('casey');
    // Nobody was in a field: the first one, as the app's autoFocus does.
    expect(document.activeElement).toBe(host.querySelector('input[name="username"]'));
  });

  it('swaps on the change that puts the app’s form in, before anything else can run', async () => {
    document.body.innerHTML = `<div id="root" data-first-page="login">${STATIC}</div><div id="host" hidden></div>`;
    const root = document.getElementById('root')!;
    const host = document.getElementById('host')!;
    takeOverWhenReady(root, host);
    host.innerHTML = '<p>Loading…</p>';
    await Promise.resolve(); // the observer's microtask
    expect(root.isConnected).toBe(true);
    host.innerHTML = STATIC;
    await Promise.resolve();
    // No task (a timer, an event, a test's query) ran between the form's arrival and the swap.
    expect(root.isConnected).toBe(false);
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(host.id).toBe('root');
  });

  it('shows the app without the form when it went elsewhere, or after the time allowed', async () => {
    document.body.innerHTML = `<div id="root" data-first-page="login">${STATIC}</div><div id="host" hidden></div>`;
    const [root, host] = [document.getElementById('root')!, document.getElementById('host')!];
    takeOverWhenReady(root, host, 10_000, '/somewhere-else');
    host.innerHTML = '<h1>Dashboard</h1>';
    await Promise.resolve();
    expect(root.isConnected).toBe(false);
    expect(host.hidden).toBe(false);

    vi.useFakeTimers();
    try {
      document.body.innerHTML = `<div id="root" data-first-page="login">${STATIC}</div><div id="host" hidden></div>`;
      const [root2, host2] = [document.getElementById('root')!, document.getElementById('host')!];
      takeOverWhenReady(root2, host2, 5_000);
      vi.advanceTimersByTime(4_999);
      expect(root2.isConnected).toBe(true);
      vi.advanceTimersByTime(1);
      expect(root2.isConnected).toBe(false);
      expect(host2.id).toBe('root');
    } finally {
      vi.useRealTimers();
    }
  });
});
