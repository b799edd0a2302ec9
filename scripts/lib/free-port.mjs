// A free loopback port for a server a test or the test runner starts next: one implementation for
// nginx (./nginx.mjs), the static host and the doc-tests' servers (tests/lib/real-programs.mjs).
import net from 'node:net';

/** Whether a server can listen on `port` of 127.0.0.1 right now (it is closed again at once). */
function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A loopback port nothing listens on right now, for a server a test starts next. Picked at random
 * below Linux's ephemeral range (32768–60999 by default), where the kernel picks the source ports of
 * outgoing connections: a port from that range (port 0) can be taken by any connection another test
 * opens (a browser, a client) between this check and the server's own bind.
 */
export async function freePort() {
  for (let i = 0; i < 50; i++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (await canListen(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
