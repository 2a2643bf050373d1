/**
 * Finds colours written into style sources instead of coming from the `--site-*` tokens: hex
 * literals, colour functions and CSS named colours in property values. `transparent`,
 * `currentColor`, `inherit` and the other keywords are not colours of their own and pass. Used by a
 * test over every element's `*.css.ts` (never imported by element code).
 */

const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
    'yellow yellowgreen'
  ).split(' '),
);

/** CSS system colours: the user's own palette in forced-colours mode, and only there not a colour of our own. */
const SYSTEM_COLOURS = new Set(
  (
    'canvas canvastext linktext visitedtext activetext buttonface buttontext buttonborder field fieldtext highlight ' +
    'highlighttext selecteditem selecteditemtext mark marktext graytext accentcolor accentcolortext'
  ).split(' '),
);

const count = (text: string, char: string): number => text.split(char).length - 1;

const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;

/** Removes `/* … *\/` and `// …` comments (a `//` inside a string such as a URL is kept). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The text of a template literal outside its `${…}` parts. */
function literalText(text: string): string {
  return text.replace(/\$\{[^}]*\}/g, ' ');
}

/**
 * Every hard-coded colour in a style source, as `line N: <value>`. Hex literals and colour
 * functions are found anywhere (outside comments); named colours in string values (after a `:`).
 * System colours pass inside a `(forced-colors: active)` block, where they are the user's colours.
 */
export function findHardCodedColours(source: string): string[] {
  const found: string[] = [];
  let depth = 0;
  /** The brace depth at which a forced-colours block opened, or -1 outside one. */
  let forcedAt = -1;
  stripComments(source)
    .split('\n')
    .forEach((line, index) => {
      if (forcedAt < 0 && /forced-colors:\s*active/.test(line)) forcedAt = depth;
      const strings = [...line.matchAll(/(:\s*)?(['"`])((?:\\.|(?!\2).)*)\2/g)];
      for (const [, afterColon, , raw = ''] of strings) {
        const text = literalText(raw);
        const isColour = (word: string): boolean => NAMED_COLOURS.has(word.toLowerCase()) || (forcedAt < 0 && SYSTEM_COLOURS.has(word.toLowerCase()));
        const named = afterColon ? text.split(/[^a-zA-Z-]+/).find(isColour) : undefined;
        if (HEX.test(text) || COLOUR_FUNCTION.test(text) || named) found.push(`line ${index + 1}: ${raw}`);
      }
      depth += count(line, '{') - count(line, '}');
      if (forcedAt >= 0 && depth <= forcedAt) forcedAt = -1;
    });
  return found;
}
