# FluxMQ documentation site: build with Node, serve with nginx using deploy/nginx (the configuration
# the test suite runs). Build: docker build -t fluxmq-docs .   Run: docker run -p 8080:80 fluxmq-docs

FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Debian's nginx and brotli_static module: the same packages the test suite runs.
FROM debian:bookworm-slim AS serve
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
COPY deploy/nginx/security-headers.inc /etc/nginx/snippets/fluxmq-security-headers.inc
COPY deploy/nginx/site.conf /etc/nginx/conf.d/fluxmq-docs.conf
COPY --from=build /site/build /usr/share/nginx/html
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
