/** Every element module, imported for the server renderer (after `server-mode.ts`, so each records its view). */
import.meta.glob('./*/*.element.ts', { eager: true });
