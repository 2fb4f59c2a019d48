import type { ReactNode } from 'react';
import { PAGE_FRAME } from '../shared/sourceLocation';

/**
 * Renders its children unchanged, as a component named `quire-page` (a string, which minifying
 * keeps): in the component stack of a render error it marks where the page's own components start
 * (componentFramesOf, core/shared/sourceLocation.ts), so the build names those and not the theme's.
 */
export const PageFrame = ({ children }: { children?: ReactNode }) => children;
Object.defineProperty(PageFrame, 'name', { value: PAGE_FRAME });
(PageFrame as { displayName?: string }).displayName = PAGE_FRAME;
