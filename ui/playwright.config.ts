import { defineConfig } from "@playwright/test";

// Browser tests run Debian's Chromium against the release binary on a fresh
// database; no browser is ever downloaded.
const port = 8095;
// The mail sink: SMTP on 8096 (e2e/server.toml sends there), its mailbox on 8097 (e2e/support.ts).
const smtpSinkPorts = "8096 8097";
// Worker processes inherit this, so tests can reach the server's database
// (e.g. to create a staff account with the CLI).
const dataDir = process.env.ROADSIDE_E2E_DATA_DIR ?? `../target/e2e-data-${process.pid}`;
process.env.ROADSIDE_E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: [
    {
      command: `node e2e/smtp-sink.mjs ${smtpSinkPorts}`,
      url: "http://127.0.0.1:8097/",
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `rm -rf ${dataDir} && ../target/release/roadside serve --config e2e/server.toml --listen 127.0.0.1:${port} --data-dir ${dataDir}`,
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
