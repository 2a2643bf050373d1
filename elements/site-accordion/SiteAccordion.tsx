import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { MovedNodes } from '../../shared/element/react/moved-nodes.tsx';
import type { LightSection } from '../../shared/element/light-dom.ts';
import { toggleSection } from '../../shared/element/disclosure.ts';
import { rovingKeyTarget } from '../../shared/element/roving-keys.ts';
import type { accordionAttributes, accordionItemSchema, SiteAccordionEvents } from './site-accordion.element.ts';
import * as styles from './site-accordion.css.ts';

type Item = v.InferOutput<typeof accordionItemSchema>;
type Props = ElementViewProps<typeof accordionAttributes, Item[], LightSection[], SiteAccordionEvents>;

interface Section {
  title: string;
  open: boolean;
  body: ReactNode | Node[];
}

function sectionsFrom(data: Item[] | undefined, light: LightSection[] | undefined): Section[] {
  if (data) {
    return data.map((item) => ({
      title: item.title,
      open: item.open ?? false,
      body: item.content.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>),
    }));
  }
  return (light ?? []).map((section) => ({ title: section.title, open: section.open, body: section.nodes }));
}

function initialOpen(sections: Section[], openAttr: string, multiple: boolean): Set<number> {
  const fromAttr = openAttr
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isInteger(n) && n >= 0 && n < sections.length);
  const indexes = fromAttr.length > 0 ? fromAttr : sections.flatMap((s, i) => (s.open ? [i] : []));
  return new Set(multiple ? indexes : indexes.slice(0, 1));
}

/** The accordion view: headers as buttons inside headings, panels as labelled regions. */
export function SiteAccordion(props: Props): ReactNode {
  const { multiple, collapsible, open, headingLevel, switchDelay, label, data, light, emit } = props;
  const sections = sectionsFrom(data, light);
  const [openSet, setOpenSet] = useState(() => initialOpen(sections, open, multiple));
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as 'h3';

  const toggle = (index: number): void => {
    const next = toggleSection(openSet, index, { multiple, collapsible });
    setOpenSet(next);
    if (next.has(index) !== openSet.has(index)) emit('site-accordion-toggle', { index, open: next.has(index), title: sections[index]?.title ?? '' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const target = rovingKeyTarget(event.key, index, sections.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div className={styles.root} aria-label={label || undefined} role={label ? 'group' : undefined}>
      {sections.map((section, index) => {
        const expanded = openSet.has(index);
        const headerId = `${baseId}-h${index}`;
        const panelId = `${baseId}-p${index}`;
        return (
          <div className={styles.section} key={index}>
            <Heading className={styles.heading}>
              <button
                ref={(el) => {
                  headers.current[index] = el;
                }}
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-disabled={expanded && !collapsible && openSet.size === 1 ? true : undefined}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{section.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className={styles.panel}
              data-open={expanded ? '' : undefined}
              inert={!expanded}
              style={{ transitionDuration: `${switchDelay}ms` }}
            >
              <div className={styles.panelInner}>
                <div className={styles.panelBody}>
                  {Array.isArray(section.body) && section.body[0] instanceof Node ? <MovedNodes nodes={section.body as Node[]} /> : (section.body as ReactNode)}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
