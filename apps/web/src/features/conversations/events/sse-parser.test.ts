import { describe, expect, it } from 'vitest';
import { createStreamParser, type StreamEvent } from './sse-parser';

const parse = (...chunks: string[]) => {
  const events: StreamEvent[] = [];
  const feed = createStreamParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
};

describe('the event stream parser', () => {
  it('reads named events and skips the keep-alive comments', () => {
    expect(parse('event: ready\ndata: {}\n\n: keep-alive\n\nevent: message\ndata: {"id":1}\n\n')).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"id":1}' },
    ]);
  });

  it('joins an event split across chunks, wherever the split falls', () => {
    expect(parse('event: rea', 'd\ndata: {"conversation_id"', ':3}\n', '\n')).toEqual([
      { event: 'read', data: '{"conversation_id":3}' },
    ]);
  });

  it('accepts CRLF line ends and multi-line data', () => {
    expect(parse('event: conversation\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([
      { event: 'conversation', data: 'a\nb' },
    ]);
  });

  it('takes a CRLF split between two chunks for one line end', () => {
    expect(parse('event: read\r', '\ndata: 1\r', '\n\r', '\n')).toEqual([{ event: 'read', data: '1' }]);
  });

  it('emits nothing for an event not yet ended by a blank line', () => {
    expect(parse('event: message\ndata: {}\n')).toEqual([]);
  });
});
