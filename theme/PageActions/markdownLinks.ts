import { routePathToMarkdownPath, withBase } from 'quire/client';

/**
 * The addresses the page actions use (CONTRACT §7 "Copy Markdown", "Open-in-AI menu"): the page's
 * Markdown twin, and the AI chat links whose prompt points at it.
 */

/** The site path of a page's Markdown twin, with the site base: `/docs/guide/x.md`. */
export function markdownPath({ routePath, base }: { routePath: string; base: string }): string {
  return withBase(routePathToMarkdownPath(routePath), base);
}

/** The absolute URL of a page's Markdown twin: `https://site.dev/guide/x.md`. */
export function markdownUrl({ origin, routePath, base }: { origin: string; routePath: string; base: string }): string {
  return new URL(markdownPath({ routePath, base }), origin).href;
}

/** The question the AI chat links start with (the same English sentence in every language). */
export function aiPrompt({ markdownUrl }: { markdownUrl: string }): string {
  return `Read ${markdownUrl}, I want to ask questions about it.`;
}

export function chatGptUrl({ markdownUrl }: { markdownUrl: string }): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(aiPrompt({ markdownUrl }))}`;
}

export function claudeUrl({ markdownUrl }: { markdownUrl: string }): string {
  return `https://claude.ai/new?q=${encodeURIComponent(aiPrompt({ markdownUrl }))}`;
}
