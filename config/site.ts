/** The site's public address (docusaurus.config.ts `url`); absolute links that leave the site, such as a config schema's `$id`, start with it. */
export const SITE_URL = 'https://doc.fluxmq.com';
