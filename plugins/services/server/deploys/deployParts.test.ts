// The deploy's pure parts: values shell-quoted into the template (no value runs as a command),
// the log's redaction and its cap (the tail kept), the probe's URL, the image a script reports,
// and the state labels of 000 §4.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPLOY_TEMPLATE, deployStateLabel } from '../../shared';
import { DeployLog, MAX_LOG_CHARS, redact, secretPieces } from './deployLog';
import { imageOf } from './deployJob';
import { instanceProbeUrl } from './probe';
import { renderTemplate, shellQuote, type TemplateValues } from './template';

const values: TemplateValues = {
  service: 'svc',
  env: 'dev',
  port: '8080',
  branch: 'main',
  image: '',
  repository: 'git@x:y.git',
  rootDir: '/srv',
  ccNamespace: 'default',
  deployOnly: '',
  deploymentId: '7',
  host: '10.0.0.1',
};

describe('template', () => {
  it('quotes every value: a hostile one is printed, not run', () => {
    const hostile = `x'; echo PWNED; '$(echo PWNED)\`echo PWNED\``;
    const script = renderTemplate('printf "%s\\n" {{branch}} {{image}}', { ...values, branch: hostile, image: '' });
    const out = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
    expect(out).toBe(`${hostile}\n\n`);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('leaves other braces alone and fills every variable of the default template', () => {
    const script = renderTemplate(DEFAULT_DEPLOY_TEMPLATE, { ...values, image: 'reg/app:1' });
    expect(script).toContain('{{index .RepoDigests 0}}');
    expect(script).not.toMatch(/\{\{(service|env|port|branch|image|repository|rootDir|ccNamespace|deployOnly)\}\}/);
    expect(script).toContain("docker run -d --name \"$name\" -p '8080':'8080'");
    // The default template is valid bash.
    execFileSync('bash', ['-n', '-c', script]);
  });
});

describe('log', () => {
  it('redacts the whole credential and each line of a key, also across chunks', async () => {
    const key =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDx\n-----END OPENSSH PRIVATE KEY-----\n';
    const pieces = secretPieces(key);
    const writes: string[] = [];
    const log = new DeployLog(pieces, async (t) => void writes.push(t));
    log.add('start\nb3BlbnNzaC1rZXkt');
    log.add('djEAAAAABG5vbmUAAAAEbm9uZQ and more\n');
    log.add(`${key}end`);
    await log.flush(true);
    expect(log.value).toBe('start\n[redacted] and more\n[redacted]end');
    expect(writes.at(-1)).toBe(log.value);
    expect(redact('pw=hunter2-secret-pass', secretPieces('hunter2-secret-pass'))).toBe('pw=[redacted]');
  });

  it('keeps the tail of a long output under the cap', async () => {
    const log = new DeployLog([], async () => {});
    for (let i = 0; i < 40_000; i++) log.add(`line ${i}\n`);
    await log.flush(true);
    expect(log.value.length).toBeLessThanOrEqual(MAX_LOG_CHARS);
    expect(log.value.startsWith('[… earlier output cut …]\n')).toBe(true);
    expect(log.value.endsWith('line 39999\n')).toBe(true);
  });
});

describe('probe url, image, labels', () => {
  it('fills host and port, takes a path on the server, or a fixed url', () => {
    expect(instanceProbeUrl('', '10.0.0.1', 80)).toBe('http://10.0.0.1:80/');
    expect(instanceProbeUrl('/health', '10.0.0.1', 8080)).toBe('http://10.0.0.1:8080/health');
    // The service's public URL gives the path and query; the deployed instance answers them.
    expect(instanceProbeUrl('https://api.example.com/health?deep=1', '10.0.0.1', 9)).toBe('http://10.0.0.1:9/health?deep=1');
    expect(instanceProbeUrl('/h', '::1', 9)).toBe('http://[::1]:9/h');
  });

  it('takes the last valid ::image:: line, else the given image', () => {
    expect(imageOf('x\n::image::reg/a@sha256:abc\n::image::reg/a@sha256:def\n', 'reg/a:1')).toBe('reg/a@sha256:def');
    expect(imageOf('::image::bad image\n', 'reg/a:1')).toBe('reg/a:1');
    expect(imageOf('', '')).toBe('');
  });

  it('labels the states as 000 §4 says, anything else UNKNOWN', () => {
    expect(['init', 'running', 'aborted', 'success', 'failed', 'weird'].map(deployStateLabel)).toEqual([
      'init',
      'running ...',
      'aborted',
      'success',
      'failed !',
      'UNKNOWN',
    ]);
  });
});
