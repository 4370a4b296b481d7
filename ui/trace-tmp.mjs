import { chromium } from "@playwright/test";
import cfg from "./e2e/chromium.json" with { type: "json" };
const url = process.argv[2] ?? "http://127.0.0.1:8310/";
const browser = await chromium.launch({ executablePath: cfg.path, args: cfg.args });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
await page.goto(url);
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
await browser.close();
const ev = JSON.parse(buf.toString()).traceEvents;
const main = ev.filter((e) => (e.name === "RunTask"||e.name==="ThreadControllerImpl::RunTask") && e.dur > 30000);
// main thread: tid of the renderer's CrRendererMain
const thread = ev.find((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
const nav = ev.find((e) => e.name === "navigationStart" || e.name === "NavigationBodyLoader::StartLoadingBody");
const t0 = main.length ? Math.min(...main.map(e=>e.ts)) : 0;
const names=new Map(ev.filter(e=>e.name==="thread_name").map(e=>[e.pid+":"+e.tid,e.args.name]));
for (const t of main) {
  const inner = ev.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 2000 && e.name !== "RunTask");
  console.log(names.get(t.pid+":"+t.tid), `task at ${((t.ts - t0) / 1000) | 0} ms: ${(t.dur / 1000) | 0} ms`);
  for (const i of inner.slice(0, 25)) console.log(`   ${i.name} ${(i.dur / 1000) | 0} ms ${JSON.stringify(i.args).slice(0,200)}`);
}
