import net from 'node:net';
import { StartupProblem } from './errors.ts';

/** True when nothing listens on host:port, tried by binding it ourselves. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => {
      probe.close(() => resolve(true));
    });
  });
}

/** A port the operating system says is free right now. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('The operating system did not report the port it chose.'));
      });
    });
  });
}

/**
 * The preferred port when it is free (so bookmarks and muscle memory keep working between runs),
 * otherwise any free port.
 */
export async function preferredOrFreePort(preferred: number, host = '127.0.0.1'): Promise<number> {
  return (await isPortFree(preferred, host)) ? preferred : findFreePort(host);
}

export function portInUseSentence(port: number, settingName = 'PORT'): string {
  return `Port ${port} is already in use: stop the other program or set ${settingName}.`;
}

/** Throws the one-sentence StartupProblem when something already listens on the port. */
export async function assertPortFree(port: number, options: { host?: string; settingName?: string } = {}): Promise<void> {
  if (!(await isPortFree(port, options.host ?? '127.0.0.1'))) {
    throw new StartupProblem(portInUseSentence(port, options.settingName));
  }
}
