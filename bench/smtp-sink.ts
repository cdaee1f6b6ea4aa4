/**
 * A local SMTP sink for benchmarks: accepts every message and counts them,
 * nothing more. `node bench/smtp-sink.ts PORT` prints "listening", then the
 * count of accepted messages on each line of stdin it reads.
 */
import { SMTPServer } from "smtp-server";
import { localSmtpOptions } from "../tests/support/contact.ts";

let accepted = 0;
const server = new SMTPServer({
  ...localSmtpOptions,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      accepted++;
      callback();
    });
  },
});
server.listen(Number(process.argv[2]), "127.0.0.1", () => console.log("listening"));
process.stdin.on("data", () => console.log(accepted));
process.stdin.on("end", () => server.close(() => process.exit(0)));
