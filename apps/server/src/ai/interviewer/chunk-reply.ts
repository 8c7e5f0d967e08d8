const MAX_CHUNK = 6;

/**
 * A decided reply as stream chunks: words with their trailing space, and runs without spaces
 * (Chinese, long URLs) cut every few characters. Joined, the chunks are exactly the reply.
 */
export function chunkReply(reply: string): string[] {
  const chunks: string[] = [];
  for (const token of reply.match(/\s+|\S+\s*/g) ?? []) {
    const chars = Array.from(token);
    if (chars.length <= MAX_CHUNK * 2) {
      chunks.push(token);
      continue;
    }
    for (let i = 0; i < chars.length; i += MAX_CHUNK) chunks.push(chars.slice(i, i + MAX_CHUNK).join(''));
  }
  return chunks;
}
