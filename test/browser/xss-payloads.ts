/**
 * Script-injection payloads in the spirit of the OWASP XSS Filter Evasion cheat sheet, written for
 * our tests. Each one, if it ever runs, calls `window.__xss(id)` (the test defines it), so execution is
 * detected rather than guessed. Used as product names, descriptions, menu titles, links and notes.
 */

/** One payload: a number `__xss` reports, a short name for failure messages, and the text itself. */
export interface XssPayload {
  id: number;
  name: string;
  text: string;
}

const list: [name: string, text: (id: number) => string][] = [
  ['script tag', (n) => `<script>__xss(${n})</script>`],
  ['script tag, mixed case', (n) => `<ScRiPt>__xss(${n})</sCrIpT>`],
  ['script with src data URL', (n) => `<script src="data:text/javascript,__xss(${n})"></script>`],
  ['script split by a closing tag', (n) => `</script><script>__xss(${n})</script>`],
  ['script with a slash attribute', (n) => `<script/x>__xss(${n})</script>`],
  ['img onerror', (n) => `<img src=x onerror="__xss(${n})">`],
  ['img onerror without quotes', (n) => `<img src=x onerror=__xss(${n})>`],
  ['img with grave accents', (n) => `<img src=\`x\` onerror=\`__xss(${n})\`>`],
  ['img src javascript:', (n) => `<img src="javascript:__xss(${n})">`],
  ['svg onload', (n) => `<svg onload="__xss(${n})"></svg>`],
  ['svg slash onload after quote break', (n) => `"><svg/onload=__xss(${n})>`],
  ['attribute break, single quote', (n) => `'><img src=x onerror=__xss(${n})>`],
  ['string break in script context', (n) => `'-__xss(${n})-'`],
  ['double string break', (n) => `";__xss(${n});//`],
  ['javascript: URL', (n) => `javascript:__xss(${n})`],
  ['JaVaScRiPt: mixed case URL', (n) => `JaVaScRiPt:__xss(${n})`],
  ['javascript: with leading space and control char', (n) => ` \u0001javascript:__xss(${n})`],
  ['java tab script: URL', (n) => `java\tscript:__xss(${n})`],
  ['java newline script: URL', (n) => `java\nscript:__xss(${n})`],
  ['entity-encoded tab in javascript:', (n) => `java&#x09;script:__xss(${n})`],
  ['decimal entity-encoded javascript:', (n) => `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${n})`],
  ['hex entity-encoded javascript: without semicolons', (n) => `&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A__xss(${n})`],
  ['vbscript: URL', (n) => `vbscript:__xss(${n})`],
  ['data: HTML URL', (n) => `data:text/html,<script>parent.__xss(${n})</script>`],
  ['data: base64 HTML URL', (n) => `data:text/html;base64,${btoa(`<script>parent.__xss(${n})</script>`)}`],
  ['anchor javascript:', (n) => `<a href="javascript:__xss(${n})">click</a>`],
  ['anchor entity-split javascript:', (n) => `<a href="jav&#x09;ascript:__xss(${n})">click</a>`],
  ['iframe srcdoc', (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`],
  ['iframe src javascript:', (n) => `<iframe src="javascript:parent.__xss(${n})"></iframe>`],
  ['object data', (n) => `<object data="data:text/html,<script>parent.__xss(${n})</script>"></object>`],
  ['embed src', (n) => `<embed src="data:text/html,<script>parent.__xss(${n})</script>">`],
  ['details ontoggle', (n) => `<details open ontoggle="__xss(${n})"><summary>x</summary></details>`],
  ['body onload', (n) => `<body onload="__xss(${n})">`],
  ['input autofocus onfocus', (n) => `<input autofocus onfocus="__xss(${n})">`],
  ['video source onerror', (n) => `<video><source onerror="__xss(${n})"></video>`],
  ['audio src onerror', (n) => `<audio src=x onerror="__xss(${n})"></audio>`],
  ['base href', (n) => `<base href="javascript:__xss(${n})//">`],
  ['meta refresh', (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`],
  ['form action javascript:', (n) => `<form action="javascript:__xss(${n})"><button>go</button></form>`],
  ['button formaction', (n) => `<button formaction="javascript:__xss(${n})">go</button>`],
  ['CSS expression()', (n) => `<div style="width: expression(__xss(${n}))">x</div>`],
  ['style tag with @import javascript:', (n) => `<style>@import 'javascript:__xss(${n})';</style>`],
  ['style background url javascript:', (n) => `<div style="background:url(javascript:__xss(${n}))">x</div>`],
  ['mutation XSS: math mglyph style', (n) => `<math><mtext><table><mglyph><style><img src=x onerror="__xss(${n})">`],
  ['mutation XSS: noscript title', (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`],
  ['mutation XSS: svg style', (n) => `<svg></p><style><a id="</style><img src=x onerror=__xss(${n})>">`],
  ['template content', (n) => `<template><img src=x onerror="__xss(${n})"></template><img src=x onerror="__xss(${n})">`],
  ['svg animate href', (n) => `<svg><a><animate attributeName="href" values="javascript:__xss(${n})"/><text y="20">x</text></a></svg>`],
  ['svg xlink:href', (n) => `<svg><a xlink:href="javascript:__xss(${n})"><text y="20">x</text></a></svg>`],
  ['marquee onstart', (n) => `<marquee onstart="__xss(${n})">x</marquee>`],
  ['escaped JSON script end', (n) => `</script><img src=x onerror=__xss(${n})>`],
  ['template literal injection', (n) => `\${__xss(${n})}`],
];

/** The payloads, numbered from 1. */
export const xssPayloads: readonly XssPayload[] = list.map(([name, text], i) => ({ id: i + 1, name, text: text(i + 1) }));

/** The payloads that are URLs rather than markup (the ones to try as `href` values). */
export const xssUrlPayloads: readonly XssPayload[] = xssPayloads.filter((p) => !/^\s*[<"'$]/.test(p.text));
