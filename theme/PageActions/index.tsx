import { usePageData, useSite } from 'quire/client';
import CopyMarkdownButton from './CopyMarkdownButton';
import OpenMenu from './OpenMenu';
import { markdownPath } from './markdownLinks';
import './PageActions.css';

/**
 * The doc page's actions, above the content: copy the page as Markdown, and the Open menu (copy
 * the Markdown link, open in ChatGPT or Claude). Both work on the page's Markdown twin
 * (`/guide/x.md`), which the build writes next to every page.
 */
export default function PageActions() {
  const { routePath } = usePageData();
  const { base } = useSite();
  const path = markdownPath({ routePath, base });
  return (
    <div className="quire-page-actions">
      <CopyMarkdownButton path={path} />
      <OpenMenu markdownPath={path} />
    </div>
  );
}
