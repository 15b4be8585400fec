/** One server-sent event: its name (`message` when the stream gives none) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as its chunks arrive (the WHATWG format: `event:` and `data:` fields,
 * a blank line ends an event, lines starting with ':' are comments). The browser's EventSource
 * cannot send the session's bearer token, so the stream is read through fetch and parsed here.
 */
export function createStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string) => {
    buffer += chunk;
    // A '\r' at the very end may be the first half of a '\r\n': it waits for the next chunk.
    const held = buffer.endsWith('\r') ? '\r' : '';
    const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
    // The last piece is a line still arriving.
    buffer = (lines.pop() ?? '') + held;
    for (const text of lines) line(text);
  };
}
