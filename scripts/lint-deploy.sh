#!/usr/bin/env bash
# Usage: scripts/lint-deploy.sh
# Static checks of the deployment artefacts (Dockerfile, compose.yaml, deploy/nginx). Needs no
# Docker daemon and starts nothing; a check whose tool is missing is skipped with a message.
#   apt-get install -y docker-compose yamllint nginx openssl    (the optional tools)
#   COMPOSE_SPEC_SCHEMA=path/to/compose-spec.json               (optional, from compose-spec/compose-spec)
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "ok    $1"; }
fail() { echo "FAIL  $1"; failed=1; }
skip() { echo "skip  $1"; }

# --- compose.yaml -------------------------------------------------------------------------------
if command -v yamllint >/dev/null; then
  if yamllint -d '{extends: relaxed, rules: {line-length: {max: 120}}}' compose.yaml; then pass yamllint; else fail yamllint; fi
else
  skip 'yamllint: not installed'
fi

# A throwaway project directory: the env files compose.yaml names are the examples, the build
# context is this checkout.
project="$work/compose"
mkdir -p "$project/deploy"
ln -s "$root/deploy/nginx" "$project/deploy/nginx"
ln -s "$root/deploy/postgres" "$project/deploy/postgres"
cp deploy/site.env.example "$project/deploy/site.env"
cp deploy/db.env.example "$project/deploy/db.env"
sed "s#^\(      context:\) \.\$#\1 $root#" compose.yaml >"$project/compose.yaml"

if docker compose version >/dev/null 2>&1; then
  if docker compose -f "$project/compose.yaml" config -q; then pass 'docker compose config'; else fail 'docker compose config'; fi
elif command -v docker-compose >/dev/null; then
  # Compose v1 predates build secrets and environment-sourced secrets; they are removed from the
  # copy it checks (the schema check below covers them).
  python3 - "$project/compose.yaml" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text = re.sub(r"      secrets:\n(        - .*\n)+", "", text)
text = re.sub(r"(?ms)^# Build secrets.*?(?=^volumes:)", "", text)
text = re.sub(r"(?ms)^secrets:\n.*?(?=^volumes:)", "", text)
open(path, "w").write(text)
PY
  if docker-compose -f "$project/compose.yaml" config -q; then pass 'docker-compose (v1) config, without build secrets'; else fail 'docker-compose (v1) config'; fi
else
  skip 'compose config: neither docker compose nor docker-compose installed'
fi

if [ -n "${COMPOSE_SPEC_SCHEMA:-}" ]; then
  if node - "$COMPOSE_SPEC_SCHEMA" compose.yaml <<'JS'
const fs = require('fs');
const path = require('path');
const from = (name) => require(path.join(process.cwd(), 'node_modules', name));
const yaml = from('js-yaml');
const Ajv = from('ajv');
const [schemaFile, composeFile] = process.argv.slice(2);
const ajv = new Ajv({ allErrors: true, schemaId: 'auto', unknownFormats: 'ignore' });
ajv.addMetaSchema(from('ajv/lib/refs/json-schema-draft-07.json'), 'https://json-schema.org/draft-07/schema');
if (!ajv.validate(JSON.parse(fs.readFileSync(schemaFile, 'utf8')), yaml.load(fs.readFileSync(composeFile, 'utf8')))) {
  console.error(JSON.stringify(ajv.errors, null, 1));
  process.exit(1);
}
JS
  then pass 'compose-spec schema'; else fail 'compose-spec schema'; fi
else
  skip 'compose-spec schema: COMPOSE_SPEC_SCHEMA not set'
fi

# --- nginx --------------------------------------------------------------------------------------
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
if [ -x "$nginx_bin" ] && command -v openssl >/dev/null; then
  conf="$work/nginx"
  mkdir -p "$conf/certs"
  cp deploy/nginx/nginx.conf deploy/nginx/log-format.conf deploy/nginx/proxy.conf "$conf/"
  cp /etc/nginx/mime.types "$conf/" 2>/dev/null || echo 'types { text/html html; }' >"$conf/mime.types"
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
    -keyout "$conf/certs/privkey.pem" -out "$conf/certs/fullchain.pem" >/dev/null 2>&1
  # The compose service names do not resolve here; the test-only substitutes are loopback ports.
  sed -i -e 's#app1:3000#127.0.0.1:3001#' -e 's#app2:3000#127.0.0.1:3002#' \
    -e "s#/etc/nginx/certs#$conf/certs#" "$conf/nginx.conf"
  if "$nginx_bin" -t -q -c "$conf/nginx.conf"; then pass 'nginx -t (production config)'; else fail 'nginx -t (production config)'; fi

  # The shape of the loopback test config: the shared includes in a plain http server.
  cat >"$conf/loopback.conf" <<NGINX
pid $conf/loopback.pid;
error_log stderr;
events {}
http {
  include $root/deploy/nginx/log-format.conf;
  access_log $conf/access.log site_json;
  upstream site {
    server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;
    server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:8080;
    location / { include $root/deploy/nginx/proxy.conf; }
  }
}
NGINX
  if "$nginx_bin" -t -q -c "$conf/loopback.conf"; then pass 'nginx -t (loopback test shape)'; else fail 'nginx -t (loopback test shape)'; fi
else
  skip 'nginx -t: nginx or openssl not installed'
fi

# --- Dockerfiles --------------------------------------------------------------------------------
if command -v npx >/dev/null; then
  for file in Dockerfile deploy/nginx/Dockerfile; do
    if (cd "$work" && npx --yes dockerfile-utils@0.16.3 lint "$root/$file"); then pass "dockerfile-utils lint $file"; else fail "dockerfile-utils lint $file"; fi
  done
else
  skip 'Dockerfile lint: npx not available'
fi

exit "$failed"
