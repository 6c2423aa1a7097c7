import { escapeHtml, markup, isSafeHtml, join } from './escape.js';

describe('escapeHtml', () => {
  it('escapes every character that can open markup or close an attribute', () => {
    expect(escapeHtml(`<script>alert("x") & 'y' \`z\`</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39; &#96;z&#96;&lt;/script&gt;',
    );
  });

  it('leaves other text, accents and other scripts alone', () => {
    expect(escapeHtml('Zoë Ærøskøbing, Łódź, Ελληνικά, 中文, العربية')).toBe(
      'Zoë Ærøskøbing, Łódź, Ελληνικά, 中文, العربية',
    );
  });

  it('prints null and undefined as nothing and numbers as text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('the markup template helper', () => {
  const evil = `"><img src=x onerror=alert(1)>`;

  it('escapes every interpolated value, in text and in attributes', () => {
    const out = markup`<p title="${evil}">${evil}</p>`.value;
    expect(out).toBe(
      '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(out).not.toContain('<img');
  });

  it('keeps fragments it made itself as markup, without escaping them twice', () => {
    const inner = markup`<b>${'a & b'}</b>`;
    expect(markup`<p>${inner}</p>`.value).toBe('<p><b>a &amp; b</b></p>');
  });

  it('joins arrays and skips null, undefined and false', () => {
    expect(markup`<ul>${['<1>', markup`<li>2</li>`]}</ul>`.value).toBe('<ul>&lt;1&gt;<li>2</li></ul>');
    expect(markup`${null}${undefined}${false}x`.value).toBe('x');
    expect(join([markup`a`, markup`b`], markup`<br>`).value).toBe('a<br>b');
  });

  it('does not take an object that merely looks like a fragment as markup', () => {
    const forged = { value: '<script>x</script>', toString: () => '<script>x</script>' };
    expect(isSafeHtml(forged)).toBe(false);
    expect(markup`${forged as unknown as string}`.value).toBe('&lt;script&gt;x&lt;/script&gt;');
  });
});
