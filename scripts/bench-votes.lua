-- Votes as fast as they are answered, for `scripts/bench-api.sh --mixed` (votes alone): each
-- request casts a new person/project pair's vote, read from the file that
-- `bench-writer.py --pairs-out` wrote ("TOKEN PROJECT" a line). wrk's threads take every n-th
-- line, starting at their own, so no pair is sent twice; when a thread runs out, it starts
-- again and the repeats answer 409 (counted as non-2xx by wrk, so a run must end before that).
--
--   wrk -t2 -c64 -d10s --latency -s scripts/bench-votes.lua http://127.0.0.1:18080 -- PAIRS_FILE 2
--
-- (the last argument is wrk's thread count, `-t`).

local counter = 0

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

local pairs_of_thread = {}
local next_pair = 1

function init(args)
  local every = tonumber(args[2]) or 1
  local line_number = 0
  for line in io.lines(args[1]) do
    if line_number % every == id then
      local token, project = line:match("^(%S+) (%S+)$")
      table.insert(pairs_of_thread, { token, project })
    end
    line_number = line_number + 1
  end
end

function request()
  local pair = pairs_of_thread[next_pair]
  next_pair = next_pair % #pairs_of_thread + 1
  return wrk.format("POST", "/api/projects/" .. pair[2] .. "/votes", {
    ["Authorization"] = "Bearer " .. pair[1],
    ["Content-Type"] = "application/json",
  }, "{}")
end
