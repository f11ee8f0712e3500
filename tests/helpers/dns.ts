import { createSocket } from "node:dgram";
import { once } from "node:events";
import { Resolver } from "node:dns/promises";
import type { AddressInfo } from "node:net";

/**
 * A DNS server of the test's own on a UDP port of this machine, answering TXT
 * questions from `records` (name → its TXT records, each a list of strings):
 * a name it holds with no TXT record answers NOERROR and nothing (node's
 * ENODATA), any other NXDOMAIN (ENOTFOUND). `resolveTxt` asks it over the
 * wire with node's own resolver, as the platform asks the machine's.
 */
export async function startDnsServer(records: Map<string, string[][]>) {
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const { name, end } = questionOf(query);
    const txt = records.get(name.toLowerCase());
    const type = query.readUInt16BE(end);
    const answers = txt && type === 16 ? txt : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response, recursion desired and available; NXDOMAIN for a name it does not hold.
    header.writeUInt16BE(0x8180 | (txt ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const question = query.subarray(12, end + 4);
    const answerRecords = answers.map((strings) => {
      const data = Buffer.concat(strings.map((s) => Buffer.concat([Buffer.from([Buffer.byteLength(s)]), Buffer.from(s)])));
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      fixed.writeUInt16BE(16, 2); // TXT
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    socket.send(Buffer.concat([header, question, ...answerRecords]), peer.port, peer.address);
  });
  socket.bind(0, "127.0.0.1");
  await once(socket, "listening");
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${(socket.address() as AddressInfo).port}`]);
  return {
    records,
    resolveTxt: (name: string) => resolver.resolveTxt(name),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The question's name, and where its type begins. */
function questionOf(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]! > 0) {
    labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString());
    at += query[at]! + 1;
  }
  return { name: labels.join("."), end: at + 1 };
}
