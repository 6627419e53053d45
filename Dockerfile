# SalesDojo: one image, any number of replicas. Build: docker build -t salesdojo .
# Run: docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://… salesdojo
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Native modules (argon2) come prebuilt; python/g++ only in case a prebuild is missing for this platform.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
COPY --from=build /app/package.json /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# tsx (a runtime dependency) runs the TypeScript server directly; SIGTERM drains in-flight requests (25 s).
CMD ["node", "--import", "tsx", "src/server/main.ts"]
