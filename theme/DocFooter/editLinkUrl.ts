import type { SiteData } from 'quire/client';

type EditLinkConfig = NonNullable<SiteData['themeConfig']['editLink']>;

/** Where a page is edited: the docs folder of the repository, then the page's source path. */
export function editLinkUrl({ editLink, relativePath }: { editLink: EditLinkConfig | undefined; relativePath: string }): string | undefined {
  if (!editLink?.docRepoBaseUrl || !relativePath) return undefined;
  return `${editLink.docRepoBaseUrl.replace(/\/+$/, '')}/${relativePath.replace(/^\/+/, '')}`;
}
