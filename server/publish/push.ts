/**
 * What a signed webhook delivery asks for: only a push to the configured
 * branch of the configured repository starts a build. The payload is read
 * only after its signature has been checked, and only these fields of it.
 */

export type PublishTarget = {
  /** `owner/name`, as GitHub spells it in `repository.full_name` (compared without case, as GitHub does). */
  repository: string;
  branch: string;
};

export type Delivery =
  | { build: true; commit: string }
  | { build: false; reason: "ping" | "event" | "malformed" | "repository" | "branch" | "deleted" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The verdict on a delivery of GitHub event `event` (X-GitHub-Event) with its parsed JSON `payload`. */
export function judgeDelivery(event: string | undefined, payload: unknown, target: PublishTarget): Delivery {
  if (event === "ping") return { build: false, reason: "ping" };
  if (event !== "push") return { build: false, reason: "event" };
  if (!isObject(payload) || !isObject(payload.repository)) return { build: false, reason: "malformed" };
  const { full_name: repository } = payload.repository;
  const { ref, after, deleted } = payload;
  if (typeof repository !== "string" || typeof ref !== "string") return { build: false, reason: "malformed" };
  if (repository.toLowerCase() !== target.repository.toLowerCase()) return { build: false, reason: "repository" };
  if (ref !== `refs/heads/${target.branch}`) return { build: false, reason: "branch" };
  // A deleted branch has nothing to build; the site keeps what it serves.
  if (deleted === true) return { build: false, reason: "deleted" };
  if (typeof after !== "string" || !/^[0-9a-f]{40,64}$/.test(after)) return { build: false, reason: "malformed" };
  return { build: true, commit: after };
}
