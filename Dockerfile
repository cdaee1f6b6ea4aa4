# The site and its contact endpoint in one container: `docker build -t cabinet .`
# then see deploy/compose.yaml. Node 24 runs the TypeScript server directly.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
# git fetches the repository when publishing is on (PUBLISH_REPOSITORY); ssh for a deploy key.
RUN apt-get update \
  && apt-get install -y --no-install-recommends git ca-certificates openssh-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/build/client DATA_DIR=/data PUBLISH_DIR=/publish
COPY --from=build /app/package.json /app/package-lock.json ./
# With the build tools (no prune): a published commit with the same lockfile builds with these,
# read-only, and nothing is downloaded at publication time.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/app ./app
COPY --from=build /app/server ./server
# The operator's commands: npm run messages, npm run publish:rollback.
COPY --from=build /app/scripts/messages.ts /app/scripts/publish-rollback.ts ./scripts/
# The contact messages' database, and the published builds: keep both on volumes.
RUN mkdir -p /data /publish && chown node:node /data /publish
VOLUME ["/data", "/publish"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["node", "server/healthcheck.ts"]
# The server stops on SIGTERM: no new requests, the send in flight ends, the database closes (under 30 s).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
