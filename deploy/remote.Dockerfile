# Any remote: `docker build -f deploy/remote.Dockerfile --build-arg REMOTE=remote-admin --build-arg VERSION=<version>
# -t portal-remote-admin .` from the repository root; then `POST /api/platform/remotes/<remote>/releases {version}`
# activates it. One file for the three: they build and are served the same way.
FROM node:20-bookworm-slim AS build
ARG REMOTE
WORKDIR /portal
COPY . .
RUN test -n "$REMOTE" && npm install --no-audit --no-fund && NX_DAEMON=false npx nx run ${REMOTE}:build --output-style=static

FROM nginx:1.27-bookworm
ARG REMOTE
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/security-headers-remote.conf /etc/nginx/security-headers.conf
ARG VERSION=image
# Versions live side by side under the remote's origin, as in releases/<remote>/ (the registry
# names the active one; a canary and a rollback only change which).
COPY --from=build /portal/${REMOTE}/dist /usr/share/nginx/html/${VERSION}
EXPOSE 8080
