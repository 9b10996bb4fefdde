import http from 'node:http';
import { peerAddressHeader } from './client-address';

const installed = Symbol.for('leads.peerAddressHeaderInstalled');

/**
 * Next.js does not give server actions the socket address, and the X-Forwarded-For header it
 * fills in keeps whatever the client sent. So, once per server process, stamp the real TCP peer
 * address onto each incoming request under our own header (replacing any client-sent value)
 * before Next sees it. Called from src/instrumentation.ts in the Node.js runtime only.
 */
export function installPeerAddressHeader(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const originalEmit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const patched = function emit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[peerAddressHeader] = request.socket.remoteAddress ?? 'unknown';
    }
    return originalEmit.call(this, event, ...args);
  };
  proto.emit = patched as typeof proto.emit;
}
