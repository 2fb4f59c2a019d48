// quire/client's app modules import the site's generated files; a Link needs none of them.
import '../../../test-utils/clientRuntimeMocks';

import { renderToString } from 'react-dom/server.edge';
import { StaticRouter } from '../router/Router';
import { Link } from '../exports/Link';

function render(href: string): string {
  return renderToString(
    <StaticRouter location="/guide/" base="/docs/">
      <Link href={href} className="x">
        text
      </Link>
    </StaticRouter>,
  );
}

describe('Link', () => {
  test.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'])(
    'renders %j without an href: the text stays, the link leads nowhere',
    (href) => {
      expect(render(href)).toBe('<a class="x">text</a>');
    },
  );

  test('other links keep their URL (internal ones with the base, external ones in a new tab)', () => {
    expect(render('/guide/start')).toBe('<a href="/docs/guide/start" class="x">text</a>');
    expect(render('https://example.com')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer" class="x">text</a>');
    expect(render('data:image/png;base64,iVBOR')).toBe('<a href="data:image/png;base64,iVBOR" class="x">text</a>');
  });
});
