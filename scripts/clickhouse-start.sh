#!/usr/bin/env bash
# Starts a private clickhouse-server (Debian's 18.16 or any later release) on loopback for tests,
# benches and local runs: its own config, data and log folders under a temp folder, HTTP on
# 127.0.0.1 only. Waits until it answers, then prints CLICKHOUSE_URL on stdout, e.g.
#   export CLICKHOUSE_URL=$(scripts/clickhouse-start.sh)
# Settings: CLICKHOUSE_HTTP_PORT (default: the first free port from 8123), CLICKHOUSE_DIR
# (default: a new temp folder), CLICKHOUSE_SQL_USER / CLICKHOUSE_SQL_PASSWORD (default
# liveops_sql / liveops-sql: the read-only user the SQL page queries as, see README). Stop it with: kill "$(cat "$CLICKHOUSE_DIR/clickhouse.pid")"
# (the folder is printed on stderr). Exits non-zero when the server cannot start.
set -euo pipefail

if command -v clickhouse-server >/dev/null 2>&1; then
  bin=("$(command -v clickhouse-server)")
elif [ -x /usr/sbin/clickhouse-server ]; then
  bin=(/usr/sbin/clickhouse-server)
elif command -v clickhouse >/dev/null 2>&1; then
  bin=("$(command -v clickhouse)" server)
else
  echo "clickhouse-server is not installed (apt-get install -y clickhouse-server)" >&2
  exit 1
fi

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

http_port=${CLICKHOUSE_HTTP_PORT:-}
if [ -z "$http_port" ]; then
  for p in $(seq 8123 8223); do if port_free "$p"; then http_port=$p; break; fi; done
fi
[ -n "$http_port" ] || { echo "no free port for clickhouse" >&2; exit 1; }
port_free "$http_port" || { echo "port $http_port is taken" >&2; exit 1; }
tcp_port=""
for p in $(seq $((http_port + 900)) $((http_port + 1000))); do if port_free "$p"; then tcp_port=$p; break; fi; done
[ -n "$tcp_port" ] || { echo "no free native port for clickhouse" >&2; exit 1; }

dir=${CLICKHOUSE_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/clickhouse.XXXXXX")}
mkdir -p "$dir/data" "$dir/tmp" "$dir/user_files" "$dir/format_schemas" "$dir/log"
dir=$(cd "$dir" && pwd)

cat >"$dir/config.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>$dir/log/server.log</log><errorlog>$dir/log/error.log</errorlog><size>10M</size><count>2</count></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>$http_port</http_port>
  <tcp_port>$tcp_port</tcp_port>
  <max_connections>256</max_connections>
  <keep_alive_timeout>10</keep_alive_timeout>
  <max_concurrent_queries>100</max_concurrent_queries>
  <uncompressed_cache_size>268435456</uncompressed_cache_size>
  <mark_cache_size>268435456</mark_cache_size>
  <path>$dir/data/</path>
  <tmp_path>$dir/tmp/</tmp_path>
  <user_files_path>$dir/user_files/</user_files_path>
  <format_schema_path>$dir/format_schemas/</format_schema_path>
  <users_config>$dir/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mlock_executable>false</mlock_executable>
  <builtin_dictionaries_reload_interval>3600</builtin_dictionaries_reload_interval>
  <max_session_timeout>3600</max_session_timeout>
  <default_session_timeout>60</default_session_timeout>
</yandex>
XML

sql_user=${CLICKHOUSE_SQL_USER:-liveops_sql}
sql_password=${CLICKHOUSE_SQL_PASSWORD:-liveops-sql}
[[ "$sql_user" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || { echo "CLICKHOUSE_SQL_USER must be a plain name" >&2; exit 1; }
[[ "$sql_password" =~ ^[A-Za-z0-9_.-]*$ ]] || { echo "CLICKHOUSE_SQL_PASSWORD: letters, digits and _ . - only" >&2; exit 1; }

# The SQL page's user (defence in depth behind the server's query check): readonly=1 (no writes,
# no settings from the query, no table functions), 30 s per query, 10,000 result rows (cut, not
# failed: the page says the result was truncated), 1 GB of memory per query and 2 GB for all of
# this user's queries at once, and at most 100 MB of result (the server stops reading at 8 MB).
# Unlike the default profile's, these limits cannot be raised from a query.
cat >"$dir/users.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <profiles>
    <default><max_memory_usage>4000000000</max_memory_usage><load_balancing>random</load_balancing></default>
    <sql_readonly>
      <readonly>1</readonly>
      <max_memory_usage>1000000000</max_memory_usage>
      <max_memory_usage_for_user>2000000000</max_memory_usage_for_user>
      <max_execution_time>30</max_execution_time>
      <timeout_overflow_mode>throw</timeout_overflow_mode>
      <max_result_rows>10000</max_result_rows>
      <max_result_bytes>100000000</max_result_bytes>
      <result_overflow_mode>break</result_overflow_mode>
    </sql_readonly>
  </profiles>
  <users>
    <$sql_user>
      <password>$sql_password</password>
      <networks replace="replace"><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>sql_readonly</profile>
      <quota>default</quota>
    </$sql_user>
    <default>
      <password></password>
      <networks replace="replace"><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </default>
  </users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
XML

# Run in the background in a session of its own, holding none of this script's descriptors
# (so `$(clickhouse-start.sh)` returns), and let the script exit with it up.
(cd "$dir" && exec setsid "${bin[@]}" --config-file="$dir/config.xml") >"$dir/log/stdout.log" 2>&1 </dev/null &
echo $! >"$dir/clickhouse.pid"

# `SELECT 1` over HTTP, with curl or, where there is none, bash's /dev/tcp.
select_one() {
  if command -v curl >/dev/null 2>&1; then
    curl -fsS --max-time 2 "http://127.0.0.1:$http_port/?query=SELECT%201" 2>/dev/null || true
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$http_port" && printf 'GET /?query=SELECT%%201 HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3 && timeout 2 cat <&3 | tail -1) 2>/dev/null || true
  fi
}

url="http://127.0.0.1:$http_port"
for _ in $(seq 1 120); do
  if [ "$(select_one | tr -d '\r\n')" = "1" ]; then
    echo "clickhouse-server up at $url (dir $dir)" >&2
    echo "$url"
    exit 0
  fi
  kill -0 "$(cat "$dir/clickhouse.pid")" 2>/dev/null || break # it died: no use waiting
  sleep 0.5
done
echo "clickhouse-server did not start; last log lines:" >&2
tail -n 20 "$dir"/log/*.log >&2 || true
kill "$(cat "$dir/clickhouse.pid")" 2>/dev/null || true
exit 1
