// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { sanitizeRichText } from '../../../../functions/lib/rich-text';
import type { SafeHtml } from '../../../../shared/rich-text/safe-html';
import { RichHtml } from '../../../../web/src/components/ui/rich-html';

afterEach(cleanup);

describe('RichHtml', () => {
  it('renders sanitised HTML as markup, with the class it is given', () => {
    const { container } = render(<RichHtml className="prose" html={sanitizeRichText('<h2>Menu</h2><p>Fresh <strong>thali</strong> daily, <a href="https://example.in">see more</a></p>')} />);
    expect(container.firstElementChild?.className).toBe('prose');
    expect(screen.getByRole('heading', { level: 2, name: 'Menu' })).toBeTruthy();
    expect(screen.getByText('thali').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'see more' });
    expect(link.getAttribute('href')).toBe('https://example.in');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('shows nothing of what the sanitiser removed', () => {
    const { container } = render(<RichHtml html={sanitizeRichText('<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><img src=x onerror=alert(1)>')} />);
    expect(container.querySelector('script, img, [onclick], [href^="javascript"]')).toBeNull();
    expect(container.textContent).toBe('Hi x');
  });

  it('takes only SafeHtml, never a plain string', () => {
    expectTypeOf<ComponentProps<typeof RichHtml>['html']>().toEqualTypeOf<SafeHtml>();
    expectTypeOf<string>().not.toExtend<SafeHtml>();
    // @ts-expect-error a plain string (user input, a query parameter) is not SafeHtml
    render(<RichHtml html="<p>unsanitised</p>" />);
  });
});
