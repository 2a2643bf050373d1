/**
 * The helpers every script run in the page has in scope (`locate`, `nameOf`, …), as plain source: it
 * runs in Firefox and WebKit as written (a function compiled by tsx would bring a `__name` helper the
 * page lacks). `locate(target)` is the small stand-in for Playwright's role, label and text locators
 * that the engine tests use. It also records the page's problems (uncaught errors, console errors,
 * Content Security Policy violations) in `window.__engineProblems` from the first script that runs.
 */
export const PAGE_HELPERS = String.raw`
var __name = (f) => f;
const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
const ROLES = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"], summary',
  link: 'a[href], [role="link"]',
  radio: 'input[type="radio"], [role="radio"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"], [role="switch"]',
  tab: '[role="tab"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="number"], textarea, [role="textbox"]',
  dialog: 'dialog, [role="dialog"]',
  option: '[role="option"]',
  gridcell: '[role="gridcell"]',
  combobox: 'select, [role="combobox"]',
  slider: '[role="slider"], input[type="range"]',
  navigation: 'nav, [role="navigation"]',
  group: '[role="group"], fieldset',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  alert: '[role="alert"]',
  status: '[role="status"]',
};
const matchName = (text, want, exact) => {
  if (want == null) return true;
  if (typeof want === 'object') return new RegExp(want.re, want.flags).test(text);
  return exact ? text === want : text.toLowerCase().includes(String(want).toLowerCase());
};
const textOf = (el) => norm(el.textContent);
const labelOf = (el) => {
  const by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(/\s+/).map((id) => (document.getElementById(id) || {}).textContent || '').join(' '));
  const aria = el.getAttribute('aria-label');
  if (aria) return norm(aria);
  if (el.labels && el.labels.length) return norm(Array.from(el.labels).map((l) => l.textContent).join(' '));
  return '';
};
const nameOf = (el) => {
  const label = labelOf(el);
  if (label) return label;
  if (el.localName === 'input' && /^(submit|button)$/.test(el.type)) return norm(el.value);
  return norm(el.textContent || el.getAttribute('title') || el.getAttribute('alt') || el.getAttribute('placeholder') || '');
};
const shown = (el) => {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  const s = getComputedStyle(el);
  return s.visibility !== 'hidden' && s.display !== 'none';
};
const locateAll = (t) => {
  const roots = t.within ? Array.from(document.querySelectorAll(t.within)) : [document];
  const css = t.css || (t.role ? ROLES[t.role] : t.label != null ? 'input, select, textarea, [role="slider"], [role="combobox"], [role="textbox"]' : '*');
  const found = [];
  for (const root of roots) {
    for (const el of root.querySelectorAll(css)) {
      if (t.name != null && !matchName(nameOf(el), t.name, t.exact)) continue;
      if (t.label != null && !matchName(labelOf(el), t.label, t.exact)) continue;
      if (t.text != null && !matchName(textOf(el), t.text, t.exact)) continue;
      if (t.hidden !== true && !shown(el)) continue;
      found.push(el);
    }
  }
  return found;
};
const locate = (t) => locateAll(t)[t.nth || 0] || null;
let __engineMarks = window.__engineMarks || 0;
const mark = (el) => {
  window.__engineMarks = ++__engineMarks;
  el.setAttribute('data-engine-target', String(__engineMarks));
  return '[data-engine-target="' + __engineMarks + '"]';
};
if (!window.__engineProblems) {
  const problems = (window.__engineProblems = []);
  const error = console.error.bind(console);
  console.error = (...args) => {
    problems.push('console error: ' + args.map((a) => (a && a.message) || String(a)).join(' '));
    error(...args);
  };
  addEventListener('keydown', () => (window.__engineKeydowns = (window.__engineKeydowns || 0) + 1), true);
  addEventListener('error', (e) => problems.push('page error: ' + (e.message || e.error) + ' at ' + e.filename + ':' + e.lineno));
  addEventListener('unhandledrejection', (e) => problems.push('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason)));
  const csp = (d, blocked, sample) => 'CSP violation: ' + d + ' blocked ' + (blocked || '(inline)') + (sample ? ' sample: ' + sample : '');
  document.addEventListener('securitypolicyviolation', (e) => problems.push(csp(e.effectiveDirective, e.blockedURI, e.sample)), true);
  if (typeof ReportingObserver === 'function') {
    try {
      new ReportingObserver((reports) => {
        for (const r of reports) {
          const line = csp(r.body.effectiveDirective, r.body.blockedURL, r.body.sample);
          if (!problems.includes(line)) problems.push(line);
        }
      }, { types: ['csp-violation'], buffered: true }).observe();
    } catch {}
  }
}
`;
