# The site and its contact endpoint in one container: `docker build -t cabinet .`
# then see deploy/compose.yaml. Node 24 runs the TypeScript server directly.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/build/client DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/app ./app
COPY --from=build /app/server ./server
# The contact messages' database: keep it on a volume.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["node", "server/healthcheck.ts"]
# The server stops on SIGTERM: no new requests, the send in flight ends, the database closes (under 30 s).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
