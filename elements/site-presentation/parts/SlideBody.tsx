import type { ReactNode } from 'react';
import { MovedNodes } from '../../../shared/element/react/moved-nodes.tsx';
import { SanitizedHtml } from '../../../shared/element/react/sanitized-html.tsx';
import type { Slide } from '../slides.ts';

/** The body of one slide: server nodes as they are, or the JSON title, text or HTML and image. */
export function SlideBody({ slide, headingLevel, className }: { slide: Slide; headingLevel: number; className: { title: string; figure: string; text: string; nodes: string } }): ReactNode {
  const { body } = slide;
  if (body.kind === 'nodes') return <MovedNodes nodes={body.nodes} className={className.nodes} />;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <>
      <div className={className.text}>
        <Heading className={className.title}>{slide.title}</Heading>
        {body.kind === 'html' ? <SanitizedHtml html={body.html} /> : body.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
      </div>
      {slide.image && <img className={className.figure} src={slide.image.src} alt={slide.image.alt} />}
    </>
  );
}
