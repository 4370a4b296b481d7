// The browser tests' mail server: speaks just enough SMTP for the roadside
// binary to deliver to it, and hands what it received to the tests over HTTP
// (GET /messages?to=ADDRESS answers a JSON list of message texts).
import http from "node:http";
import net from "node:net";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const messages = []; // { to: string[], data: string }

net
  .createServer((socket) => {
    socket.setEncoding("utf8");
    socket.write("220 sink ESMTP\r\n");
    let buffer = "";
    let inData = false;
    let data = [];
    let to = [];
    socket.on("data", (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push({ to, data: data.join("\n") });
            data = [];
            to = [];
            socket.write("250 OK queued\r\n");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.split(" ")[0].toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (verb === "RCPT") {
          to.push(line.slice(line.indexOf("<") + 1, line.lastIndexOf(">")).toLowerCase());
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  })
  .listen(smtpPort, "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://sink");
    if (url.pathname !== "/messages") {
      res.writeHead(url.pathname === "/" ? 200 : 404).end();
      return;
    }
    const want = url.searchParams.get("to")?.toLowerCase();
    const found = messages.filter((m) => !want || m.to.includes(want)).map((m) => m.data);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
  })
  .listen(httpPort, "127.0.0.1");
