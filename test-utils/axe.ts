import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core in a page: its script is injected (read once per process) and run on the document or a
 * part of it. @axe-core/playwright would do the same but needs Node 22.
 */

let source: string | undefined;

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeFinding {
  rule: string;
  impact: AxeImpact;
  /** Each failing element: its selector and axe's reason. */
  nodes: string[];
}

/** What a color-contrast check measured on one element (axe's `data`), for checks of its own. */
export interface ContrastReading {
  target: string;
  text: string;
  fgColor: string;
  bgColor: string;
  contrastRatio: number;
  expectedContrastRatio: string;
}

export interface AxeReport {
  violations: AxeFinding[];
  /** color-contrast readings axe left for review (text too short to judge, ...): ratio and colours still measured. */
  contrastToReview: ContrastReading[];
}

/**
 * Runs axe on `page` (every rule axe runs by default, or only `rules`), within `include` when given.
 * The page must have finished what it shows: axe reads the DOM and computed styles as they are now.
 */
export async function runAxe({ page, include, rules }: { page: Page; include?: string; rules?: string[] }): Promise<AxeReport> {
  source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  return page.evaluate(
    async ({ include, rules }) => {
      type Check = { message: string; data?: Record<string, unknown> };
      type Node = { target: string[]; html: string; any: Check[]; all: Check[]; none: Check[] };
      type Result = { id: string; impact: AxeImpact; nodes: Node[] };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[]; incomplete: Result[] }> } }).axe;
      const results = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations', 'incomplete'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      const reason = (node: Node) => [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
      return {
        violations: results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${reason(node)}`),
        })),
        contrastToReview: results.incomplete
          .filter((result) => result.id === 'color-contrast')
          .flatMap((result) => result.nodes)
          .flatMap((node) => {
            const data = node.any[0]?.data as Omit<ContrastReading, 'target' | 'text'> | undefined;
            if (!data?.contrastRatio) return [];
            const text = document.querySelector(node.target.join(' '))?.textContent ?? '';
            return [{ target: node.target.join(' '), text, ...data }];
          }),
      };
    },
    { include, rules },
  );
}

/** The violations of `impact` (serious and critical: the ones that fail a page). */
export function violationsOf({ report, impacts }: { report: AxeReport; impacts: AxeImpact[] }): AxeFinding[] {
  return report.violations.filter((violation) => impacts.includes(violation.impact));
}
