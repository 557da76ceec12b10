# syntax=docker/dockerfile:1
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/package.json
COPY api/package.json api/package.json
COPY web/package.json web/package.json
# graphql-shield 7.6.5 imports util.isUndefined, which Node.js 23 removed; patches/ fixes it at install.
COPY patches patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000
# Memory the CV files' readers took goes back to the system when they end: two malloc arenas rather than one a
# thread, and large blocks always mapped apart (docs/operations.md).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts/package.json ./contracts/package.json
COPY --from=build /app/contracts/dist ./contracts/dist
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# A heap limit near what the app needs: left to its default, V8 grows the heap towards the
# machine's memory under load instead of collecting (see docs/benchmarks.md).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=8", "api/dist/index.js"]
