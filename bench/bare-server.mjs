// The baseline: a bare node:http server answering the same bytes the API answered, per path.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8'))));

createServer((request, response) => {
  const body = bodies.get(request.url);
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
