/**
 * A mobile line in front of a local server: a TCP proxy on a free loopback port that carries the
 * page's and the service worker's requests alike (the browser's own throttling slows the page only).
 * Optionally throttled (a rate each way and a round trip, shared by every connection as on one radio
 * link), and it can go dead the way a phone's connection does (lie-fi): connections are still
 * accepted and the phone still says it is online, but nothing comes through until it is live again.
 */
import net from 'node:net';

export interface LineShape {
  kbitPerSecond: number;
  roundTripMs: number;
}

/** WebPageTest's "3G Slow": 400 kbit/s each way, 400 ms round trip. */
export const SLOW_3G: LineShape = { kbitPerSecond: 400, roundTripMs: 400 };

export interface MobileLine {
  /** http://127.0.0.1:<port>: the server as seen through this line. */
  url: string;
  /** Dead: nothing gets through, on old or new connections; live again: the stuck connections drop. */
  setDead(dead: boolean): void;
  close(): void;
}

/**
 * One direction of the line, shared by every connection: bytes leave at the line's rate, in order,
 * and arrive half a round trip later. Returns when a chunk arrives.
 */
class Direction {
  private freeAt = 0;
  private readonly shape: LineShape | null;
  constructor(shape: LineShape | null) {
    this.shape = shape;
  }
  arrival(bytes: number): number {
    if (!this.shape) return Date.now();
    const start = Math.max(Date.now(), this.freeAt);
    this.freeAt = start + (bytes * 8) / this.shape.kbitPerSecond;
    return this.freeAt + this.shape.roundTripMs / 2;
  }
}

/**
 * Carries one socket's bytes over a direction: its chunks are written in the order they came, each
 * at its arrival time (one timer at a time, so timer rounding never reorders them). While `stuck`
 * says so, the bytes are swallowed.
 */
function pipe(from: net.Socket, to: net.Socket, line: Direction, stuck: () => boolean): void {
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0]!.at <= Date.now()) {
      const { chunk } = queue.shift()!;
      if (stuck()) continue;
      if (chunk === null) to.end();
      else if (to.writable) to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - Date.now());
  };
  const push = (at: number, chunk: Buffer | null) => {
    if (stuck()) return;
    queue.push({ at, chunk });
    if (!timer) timer = setTimeout(flush, Math.max(0, queue[0]!.at - Date.now()));
  };
  from.on('data', (chunk: Buffer) => push(line.arrival(chunk.length), chunk));
  from.on('end', () => push(line.arrival(0), null));
}

export async function openMobileLine(target: URL, shape: LineShape | null = SLOW_3G): Promise<MobileLine> {
  const down = new Direction(shape);
  const up = new Direction(shape);
  const sockets = new Set<net.Socket>();
  /** Client sockets that went dead: they never carry a byte again. */
  const stuck = new Set<net.Socket>();
  let dead = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    if (dead) {
      // Accepted, then silence: the phone thinks it has a connection.
      stuck.add(client);
      client.on('error', () => {});
      client.on('close', () => sockets.delete(client));
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    const isStuck = () => stuck.has(client);
    pipe(client, upstream, up, isStuck);
    pipe(upstream, client, down, isStuck);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    setDead(next) {
      dead = next;
      if (dead) {
        for (const socket of sockets) stuck.add(socket);
        return;
      }
      // The radio comes back on new connections; the stuck ones are reset, as a phone's would be.
      for (const socket of stuck) socket.destroy();
      stuck.clear();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
