#!/usr/bin/env python3
"""Adds up the results of every suite of `make test` into one line: `N passed, N failed`.

Reads the nextest and schemathesis JUnit files, the Vitest and Playwright JSON reports, and the checks file
(one `name passed|failed` line per lint/format/type check). A missing report counts as one
failure, so a suite that did not run cannot look green.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

passed = failed = skipped = 0
lines = []
# The failing tests by name, printed above the totals: CI keeps only the end of the log.
failures = []


def add(name, p, f, s=0):
    global passed, failed, skipped
    passed += p
    failed += f
    skipped += s
    lines.append(f"  {name}: {p} passed, {f} failed" + (f", {s} skipped" if s else ""))


def junit(name, path):
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return add(name + " (no report)", 0, 1)
    p = f = s = 0
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            f += 1
            failures.append(f"{name}: {case.get('classname', '')} {case.get('name', '')}".strip())
        elif case.find("skipped") is not None:
            s += 1
        else:
            p += 1
    add(name, p, f, s)


def vitest(name, path):
    try:
        data = json.load(open(path))
    except (OSError, ValueError):
        return add(name + " (no report)", 0, 1)
    failed_suites = 0
    for r in data.get("testResults", []):
        if r.get("status") == "failed" and not r.get("assertionResults"):
            failed_suites += 1
            failures.append(f"{name}: {r.get('name', '')} (did not load)")
        for a in r.get("assertionResults", []):
            if a.get("status") == "failed":
                failures.append(f"{name}: {r.get('name', '')} > {a.get('fullName', '')}")
    add(name, data.get("numPassedTests", 0), data.get("numFailedTests", 0) + failed_suites, data.get("numPendingTests", 0))


def playwright_failures(name, suite, titles=()):
    titles = (*titles, suite["title"]) if suite.get("title") else titles
    for spec in suite.get("specs", []):
        for test in spec.get("tests", []):
            if test.get("status") == "unexpected":
                errors = [e for r in test.get("results", []) for e in r.get("errors", [])]
                first = re.sub(r"\x1b\[[0-9;]*m", "", errors[0].get("message", "") if errors else "").strip().splitlines()
                where = f"{spec.get('file', '')}:{spec.get('line', '')}"
                failures.append(f"{name}: {where} {' > '.join((*titles[1:], spec['title']))}" + (f"\n      {first[0][:200]}" if first else ""))
    for child in suite.get("suites", []):
        playwright_failures(name, child, titles)


def playwright(name, path):
    try:
        report = json.load(open(path))
        stats = report["stats"]
    except (OSError, ValueError, KeyError):
        return add(name + " (no report)", 0, 1)
    for suite in report.get("suites", []):
        playwright_failures(name, suite)
    add(name, stats.get("expected", 0) + stats.get("flaky", 0), stats.get("unexpected", 0), stats.get("skipped", 0))


def checks(path):
    try:
        rows = [l.split() for l in open(path) if l.strip()]
    except OSError:
        return
    add("checks (" + ", ".join(r[0] for r in rows) + ")", sum(r[1] == "passed" for r in rows), sum(r[1] != "passed" for r in rows))


report_dir = sys.argv[1]
checks(f"{report_dir}/checks.txt")
junit("rust (nextest)", f"{report_dir}/junit.xml")
vitest("web (vitest)", f"{report_dir}/vitest.json")
for shard in (1, 2):
    playwright(f"end-to-end (playwright, shard {shard}/2)", f"{report_dir}/playwright-{shard}.json")
junit("API contract as a visitor (schemathesis)", f"{report_dir}/schemathesis-visitor.xml")
junit("API contract signed in (schemathesis)", f"{report_dir}/schemathesis-person.xml")
if failures:
    print("failed:")
    print("\n".join("  " + f for f in failures))
print("\n".join(lines))
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
sys.exit(1 if failed else 0)
