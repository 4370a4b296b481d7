-- wrk script: POST /api/quotes with a valid quote and a fresh clientRef each time.
local counter = 0
local thread_id = 0
local threads = {}

function setup(thread)
  thread_id = thread_id + 1
  thread:set("tid", thread_id)
end

request = function()
  counter = counter + 1
  local body = string.format(
    '{"name":"Load Test","phone":"(386) 555-0100","email":"","location":"Palm Coast, FL",' ..
    '"serviceType":"Emergency Roadside Service","vehicleInfo":"","urgency":"Today",' ..
    '"description":"Benchmark lead %d, please ignore.","clientRef":"wrk-%d-%d"}',
    counter, tid or 0, counter)
  return wrk.format("POST", "/api/quotes", { ["Content-Type"] = "application/json" }, body)
end
