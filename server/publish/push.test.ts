import { describe, expect, it } from "vitest";
import { pushEvent } from "../../tests/support/github-push.ts";
import { judgeDelivery } from "./push.ts";

const target = { repository: "cabinet/site", branch: "main" };
const commit = "a".repeat(40);
const push = (over: Record<string, unknown> = {}) => pushEvent(over, commit);

describe("which deliveries start a build", () => {
  it("a push to the configured branch of the configured repository, whatever the case of its name", () => {
    expect(judgeDelivery("push", push(), target)).toEqual({ build: true, commit });
    expect(judgeDelivery("push", push({ repository: { full_name: "Cabinet/Site" } }), target)).toEqual({
      build: true,
      commit,
    });
  });

  it("not another repository, another branch, a tag, or a deleted branch", () => {
    expect(judgeDelivery("push", push({ repository: { full_name: "cabinet/other" } }), target)).toEqual({
      build: false,
      reason: "repository",
    });
    expect(judgeDelivery("push", push({ repository: { full_name: "someone/site" } }), target)).toMatchObject({
      reason: "repository",
    });
    expect(judgeDelivery("push", push({ ref: "refs/heads/draft" }), target)).toMatchObject({ reason: "branch" });
    expect(judgeDelivery("push", push({ ref: "refs/heads/main-old" }), target)).toMatchObject({ reason: "branch" });
    expect(judgeDelivery("push", push({ ref: "refs/tags/main" }), target)).toMatchObject({ reason: "branch" });
    expect(judgeDelivery("push", push({ deleted: true, after: "0".repeat(40) }), target)).toMatchObject({
      reason: "deleted",
    });
  });

  it("not another event, and nothing from a payload of the wrong shape", () => {
    expect(judgeDelivery("ping", {}, target)).toEqual({ build: false, reason: "ping" });
    expect(judgeDelivery("issues", push(), target)).toMatchObject({ reason: "event" });
    expect(judgeDelivery(undefined, push(), target)).toMatchObject({ reason: "event" });
    for (const payload of [
      null,
      [],
      "push",
      push({ repository: "cabinet/site" }),
      push({ ref: 1 }),
      push({ after: "HEAD" }),
    ]) {
      expect(judgeDelivery("push", payload, target)).toMatchObject({ reason: "malformed" });
    }
  });
});
