import { useEffect, useRef, type ReactNode } from 'react';
import { useUi } from '../use-ui.ts';

/** The step title: a heading that takes focus when it appears after a step change (not on page load). */
export function StepHeading({ children, id }: { children: ReactNode; id?: string }): ReactNode {
  const { headingLevel, focusOnMount } = useUi();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus({ preventScroll: false });
  }, [focusOnMount]);
  const Tag = `h${headingLevel}` as 'h2';
  return (
    <Tag ref={ref} id={id} tabIndex={-1} data-step-heading="">
      {children}
    </Tag>
  );
}

/** A sub-heading one level below the step titles. */
export function SubHeading({ children, id, className }: { children: ReactNode; id?: string; className?: string }): ReactNode {
  const { headingLevel } = useUi();
  const Tag = `h${headingLevel + 1}` as 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
