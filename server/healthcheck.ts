/**
 * The container's HEALTHCHECK: exits 0 when this host's server answers
 * /healthz, 1 otherwise. `node server/healthcheck.ts` (reads PORT).
 */
const port = Number(process.env.PORT ?? 3000);
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
