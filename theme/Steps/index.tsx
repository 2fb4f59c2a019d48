import type { ReactNode } from 'react';
import '../styles/vars.css';
import './Steps.css';

/**
 * Numbered steps: every `###` heading inside becomes a step, numbered by a CSS counter and joined
 * to the next by a vertical line. The content stays ordinary Markdown, so the steps' headings
 * appear in the outline and keep their anchors.
 */
export default function Steps({
  children,
}: {
  /**
   * The steps: Markdown whose `###` headings each start a step.
   * @zh 步骤内容：Markdown，其中每个 `###` 标题开始一个步骤。
   */
  children?: ReactNode;
}) {
  return <div className="quire-steps">{children}</div>;
}

export { Steps };
