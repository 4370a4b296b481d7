import * as esbuild from "esbuild"; import zlib from "node:zlib"; import fs from "node:fs";
const pure = { name: "pure", setup(b) { b.onLoad({ filter: /react-router[\\/]dist[\\/].*\.mjs$/ }, async (a) => {
  let s = await fs.promises.readFile(a.path, "utf8");
  s = s.replace(/(=\s*)(React\d*\.(createContext|forwardRef|memo)\()/g, "$1/* @__PURE__ */ $2");
  s = s.replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, "");
  return { contents: s, loader: "js" };
}) } };
for (const plugins of [[], [pure]]) {
const r = await esbuild.build({ entryPoints:["src/__rr.js"], bundle:true, format:"esm", minify:!process.env.NOMIN, write:false, external:["react","react-dom"], define:{"process.env.NODE_ENV":'"production"'}, plugins, logLevel:"error"});
const t = r.outputFiles[0].contents; console.log(plugins.length, t.length, zlib.gzipSync(t,{level:9}).length);
if (plugins.length) fs.writeFileSync("/tmp/rr/out2.js", t);
}
