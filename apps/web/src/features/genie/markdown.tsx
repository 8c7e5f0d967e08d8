import { Fragment, type ReactNode } from 'react';

/**
 * A restricted markdown subset for genie messages, rendered to React elements (never HTML strings):
 * paragraphs, line breaks, bullet and numbered lists, **bold**, *italic* / _italic_, `code` and
 * [links](https://…) to http(s) only. Anything else shows as the text it is.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div className={className}>{blocks(text)}</div>;
}

type Block = { type: 'p'; lines: string[] } | { type: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function parseBlocks(text: string): Block[] {
  const out: Block[] = [];
  let current = null as Block | null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim()) {
      current = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const listType = bullet ? 'ul' : numbered ? 'ol' : null;
    const content = (bullet ?? numbered)?.[1] ?? line.replace(/^#{1,6}\s+/, '');
    if (listType) {
      if (current?.type !== listType) {
        current = { type: listType, items: [] };
        out.push(current);
      }
      current.items.push(content);
    } else if (current?.type === 'p') current.lines.push(content);
    else {
      current = { type: 'p', lines: [content] };
      out.push(current);
    }
  }
  return out;
}

function blocks(text: string): ReactNode[] {
  return parseBlocks(text).map((block, i) => {
    if (block.type === 'p')
      return (
        <p key={i} className="[&:not(:first-child)]:mt-2">
          {block.lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {inline(line)}
            </Fragment>
          ))}
        </p>
      );
    const List = block.type;
    return (
      <List key={i} className={`${block.type === 'ul' ? 'list-disc' : 'list-decimal'} space-y-0.5 ps-5 [&:not(:first-child)]:mt-2`}>
        {block.items.map((item, j) => (
          <li key={j}>{inline(item)}</li>
        ))}
      </List>
    );
  });
}

// One alternative per inline form; the first that matches at the earliest position wins.
const INLINE = /(\*\*([^*]+)\*\*)|(`([^`]+)`)|(\[([^\]]+)\]\(([^)\s]+)\))|(\*([^*\s][^*]*)\*)|(\b_([^_]+)_\b)/;

export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push(rest);
      break;
    }
    if (m.index > 0) out.push(rest.slice(0, m.index));
    if (m[2] !== undefined) out.push(<strong key={key++}>{inline(m[2])}</strong>);
    else if (m[4] !== undefined)
      out.push(
        <code key={key++} className="rounded bg-black/10 px-1 font-mono text-[0.9em]">
          {m[4]}
        </code>,
      );
    else if (m[6] !== undefined && m[7] !== undefined) {
      const href = safeHref(m[7]);
      out.push(
        href ? (
          <a key={key++} href={href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {m[6]}
          </a>
        ) : (
          m[0]
        ),
      );
    } else if (m[9] !== undefined) out.push(<em key={key++}>{inline(m[9])}</em>);
    else if (m[11] !== undefined) out.push(<em key={key++}>{inline(m[11])}</em>);
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

/** Only absolute http(s) links: no javascript:, data: or relative tricks. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
