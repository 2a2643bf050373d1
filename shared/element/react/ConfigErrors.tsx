import type { ReactNode } from 'react';
import { configError } from './config-errors.css.ts';

/** The small visible notice an element shows instead of itself when its configuration is wrong. */
export function ConfigErrors({ messages }: { messages: string[] }): ReactNode {
  return (
    <div className={configError} data-site-config-error="">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
