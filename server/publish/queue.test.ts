import { describe, expect, it } from "vitest";
import { SingleFlight } from "./queue.ts";

/** A job the test finishes by hand. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { opened, open };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("one build at a time", () => {
  it("runs a request at once, and the requests made meanwhile as one more run, merged", async () => {
    const runs: string[] = [];
    let running = 0;
    let most = 0;
    const gates: ReturnType<typeof gate>[] = [];
    const queue = new SingleFlight<string>(
      async (request) => {
        running++;
        most = Math.max(most, running);
        runs.push(request);
        const g = gate();
        gates.push(g);
        await g.opened;
        running--;
      },
      (a, b) => `${a}+${b}`,
    );
    queue.request("a");
    await tick();
    expect(runs).toEqual(["a"]);
    queue.request("b");
    queue.request("c");
    queue.request("d");
    await tick();
    expect(runs).toEqual(["a"]);
    gates[0]?.open();
    await tick();
    await tick();
    expect(runs).toEqual(["a", "b+c+d"]);
    gates[1]?.open();
    await queue.idle();
    expect(runs).toEqual(["a", "b+c+d"]);
    expect(most).toBe(1);
    expect(queue.busy).toBe(false);
  });

  it("goes on after a run that throws, with the request made during it", async () => {
    const runs: number[] = [];
    const queue = new SingleFlight<number>(
      async (n) => {
        runs.push(n);
        if (n === 1) {
          queue.request(2);
          throw new Error("boom");
        }
      },
      (_a, b) => b,
    );
    queue.request(1);
    await queue.idle();
    expect(runs).toEqual([1, 2]);
  });

  it("takes nothing more once stopped, and drops what was queued", async () => {
    const runs: number[] = [];
    const first = gate();
    const queue = new SingleFlight<number>(
      async (n) => {
        runs.push(n);
        if (n === 1) await first.opened;
      },
      (_a, b) => b,
    );
    queue.request(1);
    queue.request(2);
    const stopped = queue.stop();
    queue.request(3);
    first.open();
    await stopped;
    expect(runs).toEqual([1]);
  });
});
