/**
 * The blog's RSS 2.0 feed (/blog/rss.xml): every article with its title, absolute link, date and summary,
 * newest first, from the same article files as the list. Written at build by scripts/postbuild.ts.
 * @see https://www.rssboard.org/rss-specification
 */
import { escapeHtml } from './html.ts';

export const FEED_PATH = '/blog/rss.xml';

export interface FeedItem {
  title: string;
  /** Absolute URL. */
  link: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  category: string;
  author: string;
}

/** RFC 822 dates, as RSS 2.0 requires: "Wed, 15 Jan 2025 00:00:00 GMT". */
const rfc822 = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function rssXml(
  channel: { title: string; link: string; description: string; feedUrl: string },
  items: FeedItem[],
): string {
  const x = escapeHtml;
  const latest = items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const entries = items.map(
    (item) => `    <item>
      <title>${x(item.title)}</title>
      <link>${x(item.link)}</link>
      <guid isPermaLink="true">${x(item.link)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <category>${x(item.category)}</category>
      <dc:creator>${x(item.author)}</dc:creator>
      <description>${x(item.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${x(channel.title)}</title>
    <link>${x(channel.link)}</link>
    <description>${x(channel.description)}</description>
    <language>en-gb</language>
${latest ? `    <lastBuildDate>${rfc822(latest)}</lastBuildDate>\n` : ''}    <atom:link href="${x(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${entries.join('\n')}
  </channel>
</rss>
`;
}
