import { redactLogText } from './log-redaction.js';

/** What "Help → Copy diagnostics" reports: versions, the OS and connection kinds; never a token, URL or name. */
export interface DiagnosticsInput {
  appName: string;
  appVersion: string;
  /** process.versions: electron, chrome, node, v8. */
  versions: Partial<Record<string, string>>;
  os: { platform: string; release: string; arch: string };
  locale: string;
  isPackaged: boolean;
  connections: { kind: 'cloud' | 'local' | 'postgres'; isDemo: boolean; active: boolean; hasToken: boolean }[];
  logsFolder: string;
  /** The user's home folder: shown as `~` in the logs path, since its name is often the person's. */
  homeDir?: string;
}

/** Plain text for a support request; redacted once more in case a caller passed something it should not. */
export function buildDiagnostics(input: DiagnosticsInput): string {
  const count = (kind: 'cloud' | 'local' | 'postgres') => input.connections.filter((c) => c.kind === kind).length;
  const active = input.connections.find((c) => c.active);
  const lines = [
    `${input.appName} ${input.appVersion}${input.isPackaged ? '' : ' (development)'}`,
    `Electron ${input.versions.electron ?? '?'}, Chromium ${input.versions.chrome ?? '?'}, Node ${input.versions.node ?? '?'}`,
    `OS: ${input.os.platform} ${input.os.release} (${input.os.arch}), locale ${input.locale}`,
    `Connections: ${count('local')} local (${input.connections.filter((c) => c.isDemo).length} demo), ${count('cloud')} cloud` +
      `, ${input.connections.filter((c) => c.kind === 'cloud' && !c.hasToken).length} cloud without a token`,
    `Active connection: ${active ? `${active.kind}${active.isDemo ? ' (demo)' : ''}` : 'none'}`,
    `Logs: ${input.homeDir && input.logsFolder.startsWith(input.homeDir) ? `~${input.logsFolder.slice(input.homeDir.length)}` : input.logsFolder}`,
  ];
  return redactLogText(lines.join('\n'));
}
