import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment has
 * all its functions compiled when it loads, off the main thread while it streams, instead of each on
 * its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin needs to know of an output chunk to choose it. */
export interface HintedChunk {
  name: string;
  isEntry: boolean;
}

/**
 * Puts `COMPILE_HINT` on the first line of the chosen chunks, after minification and after Vite's own
 * additions to the top of a chunk, shifting the source map by the added line. The element build
 * chooses the code that runs as soon as it loads; the bench builds choose every page script alike.
 */
export function compileHintPlugin(choose: (chunk: HintedChunk) => boolean): Plugin {
  return {
    name: 'site:compile-hint',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !choose(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
