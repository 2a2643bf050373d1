/** The views' HTML template: the server's one escaping `html` tag (demo-site/server/html.ts), which e-mails use too. */
export * from '../html.ts';
