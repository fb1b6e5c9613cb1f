/** A local SMTP server for tests: collects every message it receives. */
export async function startSmtpServer(port: number) {
  const { SMTPServer } = await import("smtp-server");
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, cb) {
      let data = "";
      stream.on("data", (c: Buffer) => (data += c.toString()));
      stream.on("end", () => {
        received.push(data);
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  return { received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
