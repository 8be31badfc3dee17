#!/usr/bin/env python3
"""The paced writer of `scripts/bench-api.sh --mixed` (BENCHMARKS.md, "API at scale").

Casts votes and card donations (the development card provider's `tok_visa`) at fixed rates
against a running `matchpool serve`, as seeded people of `matchpool seed` (password
`matchpool-demo`), for a fixed time, and prints one JSON line: what was asked and achieved and
the latencies of each kind of write.

    bench-writer.py --base http://127.0.0.1:18080 --people people.txt --round ROUND_ID \\
        --votes 50 --donations 5 --seconds 15

Each vote is a new person/project pair of the round in voting (a pair already voted answers 409
`vote.already_voted`, counted apart). Requests are scheduled at even intervals from the start and
sent by a pool of threads with keep-alive connections; the latency is from sending to the answer.
Standard library only.
"""

import argparse
import concurrent.futures
import http.client
import json
import random
import threading
import time
import urllib.parse
import uuid


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--people", required=True, help="a file of seeded people's emails, one a line")
    parser.add_argument("--round", required=True, help="the round in voting")
    parser.add_argument("--votes", type=float, default=50.0, help="votes per second")
    parser.add_argument("--donations", type=float, default=5.0, help="card donations per second")
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--voters", type=int, default=200, help="people signed in to vote and give")
    parser.add_argument("--projects", type=int, default=2000, help="projects of the round to vote on")
    parser.add_argument("--threads", type=int, default=64)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--pairs-out",
        help="write this many new person/project pairs (`--pairs`) as lines 'TOKEN PROJECT' to this file and "
        "exit without writing: the votes of scripts/bench-votes.lua, sent by wrk",
    )
    parser.add_argument("--pairs", type=int, default=30000)
    args = parser.parse_args()

    base = urllib.parse.urlsplit(args.base)
    local = threading.local()

    def request(method, path, body=None, token=None, headers=None):
        connection = getattr(local, "connection", None)
        if connection is None:
            connection = local.connection = http.client.HTTPConnection(base.hostname, base.port, timeout=30)
        sent = {"Content-Type": "application/json"}
        if token:
            sent["Authorization"] = f"Bearer {token}"
        sent.update(headers or {})
        data = json.dumps(body).encode() if body is not None else None
        started = time.perf_counter()
        try:
            connection.request(method, path, body=data, headers=sent)
            response = connection.getresponse()
            payload = response.read()
            status = response.status
        except (OSError, http.client.HTTPException):
            local.connection = None
            return 0, None, time.perf_counter() - started
        elapsed = time.perf_counter() - started
        try:
            parsed = json.loads(payload) if payload else None
        except ValueError:
            parsed = None
        return status, parsed, elapsed

    rng = random.Random(args.seed)
    with open(args.people) as lines:
        emails = [line.strip() for line in lines if line.strip()]
    rng.shuffle(emails)
    emails = emails[: args.voters]

    def sign_in(email):
        status, body, _ = request("POST", "/api/auth", {"email": email, "password": "matchpool-demo"})
        return body["access_token"] if status == 200 and body else None

    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        tokens = [t for t in pool.map(sign_in, emails) if t]
    if not tokens:
        raise SystemExit("no seeded person could sign in")

    projects = []
    page = 1
    while len(projects) < args.projects:
        path = f"/api/projects/preview?filter.round_id={args.round}&limit=100&page={page}"
        status, body, _ = request("GET", path)
        if status != 200 or not body or not body["results"]:
            break
        projects += [p["id"] for p in body["results"]]
        page += 1
    if not projects:
        raise SystemExit("the round in voting has no projects")

    pairs = set()

    def new_pair():
        while True:
            pair = (rng.randrange(len(tokens)), rng.randrange(len(projects)))
            if pair not in pairs:
                pairs.add(pair)
                return tokens[pair[0]], projects[pair[1]]

    if args.pairs_out:
        with open(args.pairs_out, "w") as out:
            for _ in range(min(args.pairs, len(tokens) * len(projects))):
                token, project = new_pair()
                out.write(f"{token} {project}\n")
        return

    results = {"vote": [], "donation": []}
    statuses = {"vote": {}, "donation": {}}
    lock = threading.Lock()

    def vote(token, project):
        status, _, elapsed = request("POST", f"/api/projects/{project}/votes", {}, token)
        record("vote", status, elapsed, ok=status == 201)

    def donate(token, project):
        body = {"amount": 10, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"}
        headers = {"Idempotency-Key": str(uuid.uuid4())}
        status, answer, elapsed = request("POST", f"/api/projects/{project}/donates", body, token, headers)
        settled = status in (200, 201) and (answer or {}).get("status", (answer or {}).get("state")) in (
            None,
            "settled",
            "SETTLED",
        )
        record("donation", status, elapsed, ok=status in (200, 201) and settled)

    def record(kind, status, elapsed, ok):
        with lock:
            statuses[kind][status] = statuses[kind].get(status, 0) + 1
            if ok:
                results[kind].append(elapsed)

    schedule = []
    for kind, rate in (("vote", args.votes), ("donation", args.donations)):
        if rate > 0:
            count = int(rate * args.seconds)
            schedule += [(i / rate, kind) for i in range(count)]
    schedule.sort()

    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(args.threads) as pool:
        for at, kind in schedule:
            delay = started + at - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
            token, project = new_pair()
            pool.submit(vote if kind == "vote" else donate, token, project)
    wall = time.perf_counter() - started

    def quantile(values, q):
        if not values:
            return None
        values = sorted(values)
        return round(values[min(len(values) - 1, int(q * len(values)))] * 1000, 2)

    report = {"seconds": round(wall, 2), "signed_in": len(tokens), "projects": len(projects)}
    for kind, rate in (("vote", args.votes), ("donation", args.donations)):
        done = results[kind]
        report[kind] = {
            "asked_per_s": rate,
            "achieved_per_s": round(len(done) / wall, 1),
            "ok": len(done),
            "statuses": {str(k): v for k, v in sorted(statuses[kind].items())},
            "p50_ms": quantile(done, 0.50),
            "p99_ms": quantile(done, 0.99),
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
