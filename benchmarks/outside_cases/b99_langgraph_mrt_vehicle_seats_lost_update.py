"""Batch 99 (held out). A mountain rescue team's vehicle records: LangGraph InMemoryStore (sync), two writers in
threads.

App: Swaledale Mountain Rescue keeps one record per vehicle in ("swaledale-mrt", "vehicles") (what it is, seats,
where it's parked, status, last check) and the team's notes in ("swaledale-mrt", "notes"). The weekly checks job
reads each vehicle's record, adds the check log from Gaz's sheet and writes the whole record back; Andy, the
transport officer, edits the same record at the same time.

Planted fault (UpdateError, lost update): the checks job reads Rescue 2's record (on the run, 9 seats); Andy then
writes it off the road (gearbox went on the Keld job on Sunday, at Dales 4x4 in Richmond till Tue 21st at the
earliest); the checks job puts back its stale copy with "tyres, fluids, blues ok 14/7 GB", losing Andy's edit.
Question (Thu 16/7, a trainee): "how many seats have we got in the vehicles for saturday's training at malham?
need to know if folk have to car share" -> expected 10 (Rescue 1's 7 plus the control van's 3). The assistant
adds Rescue 2's 9 and says 19.

Expected verdict: UpdateError at langgraph.store.put (the checks job's put, wrapped in fault()). Asserted: Andy's
edit was in the store before the stale put; Rescue 2's record has the check log and "on the run", and no context
line says it is off the road.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b99_langgraph_mrt_vehicle_seats_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

VEHICLES = ("swaledale-mrt", "vehicles")
NOTES = ("swaledale-mrt", "notes")
KEY = "rescue-2"
RECORDS = {
    "rescue-1": {"vehicle": "Rescue 1 - Defender 110 (YJ62 ...)", "seats": "7 inc driver",
                 "where": "Reeth base", "status": "on the run"},
    KEY: {"vehicle": "Rescue 2 - Defender 130 crew cab", "seats": "9 inc driver, stretcher in the back",
          "where": "Reeth base", "status": "on the run"},
    "control-van": {"vehicle": "Incident control van (the Ducato)", "seats": "3 up front",
                    "where": "Gunnerside, Pete's yard", "status": "on the run"},
}
NOTE_LINES = [
    ("3/7", "Ruth", "Sat 18th training = Malham Cove crag rescue, meet base 8am, back ~5. kit: harness, helmet, "
                    "packed lunch"),
    ("7.7.36", "Gaz", "blue lights on R1 flickering again, sorted - loose connector"),
    ("12th", "Ruth", "19 names down for malham so far, the rest pls let me know by weds"),
]
EDIT = {"status": "OFF THE ROAD - gearbox went on the Keld job sun, at Dales 4x4 Richmond, back tue 21st at the "
                  "earliest. don't count it for sat"}
CHECKS = {"checked": "tyres, fluids, blues ok 14/7 GB"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(VEHICLES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def checks_job() -> None:
    copy = dict(store.get(VEHICLES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CHECKS)
    with fault():
        store.put(VEHICLES, KEY, copy)


def andy_edit() -> None:
    read_done.wait()
    item = store.get(VEHICLES, KEY)
    store.put(VEHICLES, KEY, {**item.value, **EDIT, "edited": "Andy (transport) 13/7"})
    assert "OFF THE ROAD" in store.get(VEHICLES, KEY).value["status"]
    edit_done.set()


threads = [threading.Thread(target=checks_job, name="checks-job"),
           threading.Thread(target=andy_edit, name="andy-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("how many seats have we got in the vehicles for saturday's training at malham? need to know if folk "
            "have to car share")
context = ["Today is Thu 16 July 2036. You are talking to a trainee team member."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(VEHICLES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "status: on the run" in c and "blues ok 14/7" in c for c in context), context
assert not any("gearbox" in c or "OFF THE ROAD" in c for c in context), context
reply = answer(question, context, mock="19 seats - Rescue 1 has 7, Rescue 2 has 9 and the control van 3, so with "
                                       "19 names down everyone fits.")
finish(question, expected="10 - R1's seven and three in the van, R2 is at the garage with its gearbox",
       actual=reply)
