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
    'yellow yellowgreen canvas canvastext linktext buttonface buttontext field fieldtext highlight highlighttext graytext'
  ).split(' '),
);

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
 */
export function findHardCodedColours(source: string): string[] {
  const found: string[] = [];
  stripComments(source)
    .split('\n')
    .forEach((line, index) => {
      const strings = [...line.matchAll(/(:\s*)?(['"`])((?:\\.|(?!\2).)*)\2/g)];
      for (const [, afterColon, , raw = ''] of strings) {
        const text = literalText(raw);
        const named = afterColon ? text.split(/[^a-zA-Z-]+/).find((word) => NAMED_COLOURS.has(word.toLowerCase())) : undefined;
        if (HEX.test(text) || COLOUR_FUNCTION.test(text) || named) found.push(`line ${index + 1}: ${raw}`);
      }
    });
  return found;
}
