/** Props every Harbor component passes to its root element, as the code pages promise. */
export interface CommonProps {
  /** Extra class names on the root element. */
  className?: string;
  /** Id of the root element. */
  id?: string;
  /** Hook for tests; passed to the root element. */
  'data-testid'?: string;
}
