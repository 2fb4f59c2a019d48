import type { SiteData } from 'quire/client';

export type SocialLink = SiteData['themeConfig']['socialLinks'][number];

const SERVICE_NAMES: Record<string, string> = { github: 'GitHub', npm: 'npm', discord: 'Discord', x: 'X' };

/**
 * The accessible name of a social link's icon: the service for the built-in icons; for a custom
 * icon, what its content shows (the link's host, the text, the image's file name or the HTML's
 * text), since the icon itself says nothing a screen reader can read.
 */
export function socialLinkName(link: SocialLink): string {
  if (typeof link.icon === 'string') return SERVICE_NAMES[link.icon] ?? link.icon;
  const content = link.content.trim();
  switch (link.mode) {
    case 'link':
      try {
        return new URL(content).host.replace(/^www\./, '') || content;
      } catch {
        return content;
      }
    case 'img':
      return decodeURIComponent(content.split(/[?#]/)[0]!.split('/').pop() ?? content).replace(/\.[a-z0-9]+$/i, '') || content;
    case 'dom':
      return content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
    default:
      return content;
  }
}
