/**
 * Finds the value of the first enabled Tab in a Tabs element tree, so an
 * uncontrolled Tabs selects it without a `defaultValue` and the server HTML
 * already shows the first panel.
 */
import { isValidElement, type ReactNode } from 'react';

export function findFirstTabValue(children: ReactNode, isTab: (type: unknown) => boolean): string | undefined {
  const list = Array.isArray(children) ? children : [children];
  for (const child of list) {
    if (!isValidElement<{ value?: unknown; disabled?: unknown; children?: ReactNode }>(child)) continue;
    if (isTab(child.type) && typeof child.props.value === 'string' && child.props.disabled !== true) return child.props.value;
    const nested = findFirstTabValue(child.props.children, isTab);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
