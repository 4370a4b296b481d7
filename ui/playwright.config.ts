import { defineConfig } from "@playwright/test";
import chromium from "./e2e/chromium.json" with { type: "json" };
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

// Browser tests run Debian's Chromium against the release binary on a fresh
// database; no browser is ever downloaded.
// E2E_PORT moves all three ports, so two checkouts can run their tests at once.
const port = Number(process.env.E2E_PORT ?? 8095);
// The mail sink: SMTP on port + 1 (the server's config sends there), its
// mailbox on port + 2 (read by e2e/support.ts through E2E_MAILBOX_PORT).
const smtpPort = port + 1;
const mailboxPort = port + 2;
process.env.E2E_MAILBOX_PORT = String(mailboxPort);
const smtpSinkPorts = `${smtpPort} ${mailboxPort}`;
// The Twilio and Web Push stand-ins (e2e/providers.mjs) on port + 3.
const providersPort = port + 3;
process.env.E2E_PROVIDERS_PORT = String(providersPort);
// Worker processes inherit this, so tests can reach the server's database
// (e.g. to create a staff account with the CLI).
const dataDir = process.env.ROADSIDE_E2E_DATA_DIR ?? `../target/e2e-data-${process.pid}`;
process.env.ROADSIDE_E2E_DATA_DIR = dataDir;
// The server's base URL is where the tests reach it, so the links it makes
// (an invoice's page, Stripe's return URL) work in the browser.
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
// e2e/server.toml with the sink's SMTP port filled in.
const serverConfig = `../target/e2e-server-${port}.toml`;
mkdirSync("../target", { recursive: true });
writeFileSync(
  serverConfig,
  `base_url = "${process.env.E2E_BASE_URL}"\n` +
    readFileSync("e2e/server.toml", "utf8")
      .replace("port = 8096", `port = ${smtpPort}`)
      .replaceAll("http://127.0.0.1:8098", `http://127.0.0.1:${providersPort}`),
);

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
      executablePath: chromium.path,
      args: chromium.args,
    },
  },
  webServer: [
    {
      command: `node e2e/providers.mjs ${providersPort} ${port}`,
      url: `http://127.0.0.1:${providersPort}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node e2e/smtp-sink.mjs ${smtpSinkPorts}`,
      url: `http://127.0.0.1:${mailboxPort}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command:
        `rm -rf ${dataDir} && ../target/release/roadside serve --config ${serverConfig} --listen ` +
        `127.0.0.1:${port} --data-dir ${dataDir}`,
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
