"""Batch 174 (held out). A town carnival's procession: LangGraph InMemoryStore (sync), two writers in threads.

App: Tewford Carnival is Sat 7th July 2040 - floats assemble at the rugby club from 12, the procession sets off at 2
and winds through town to Riverside Park, where the fair is. The carnival committee's helper keeps one record per job
in ("tewford-carnival", "procession") - route, floats, marshals - and odd notes in ("tewford-carnival", "notes"). The
road-signs job reads the route record, adds the line about the road-closure signs it has ordered from the council and
writes the whole record back; Carol, who does route and safety, edits the same record at the same time.

Planted fault (UpdateError, lost update): the signs job reads the route record (rugby club -> Station Rd -> High St ->
Market Sq -> Bridge St -> Riverside Park); Carol writes in, on Tue 19th June, that Bridge St is dug up for the gas
main and Cadent say it won't be done till August, so after the Market Sq it's left down Mill Lane and along Canal Walk
into the park; the signs job then puts back its stale copy with its signs line, losing her edit. Question (Tue 3/7,
Mike, the chief marshal): "which streets are we going down? doing the marshal sheet, one per junction" -> expected
Station Rd, High St, Market Sq, Mill Lane, Canal Walk, into Riverside Park. The assistant gives the old route down
Bridge St.

Expected verdict: UpdateError at langgraph.store.put (the signs job's put, wrapped in fault()): Carol's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: Carol's edit was in the store before the stale put; the route record has the signs line and Bridge St, and
no context line mentions Mill Lane, Canal Walk or the gas main.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b174_langgraph_carnival_route_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PROC = ("tewford-carnival", "procession")
NOTES = ("tewford-carnival", "notes")
KEY = "route"
RECORDS = {
    KEY: {"route": "assemble rugby club from 12, off at 2 -> Station Rd -> High St -> Market Sq -> Bridge St -> "
                   "finish Riverside Park (fair's on there), about an hr at walking pace", "set by": "Carol"},
    "floats": {"details": "23 floats so far, WI, Young Farmers, Rotary, Tewford Tigers u11s, the Co-op + the rest, "
                          "judging at the rugby club 1.15", "who": "Carol"},
    "marshals": {"details": "briefing thurs 5th 7pm at the rugby club, hi-vis in the container, 2 per float + 1 per "
                            "junction", "who": "Mike"},
}
NOTE_LINES = [
    ("14/3", "Carol", "carnival queen crowning 11.30 on the Market Sq stage before we set off"),
    ("22.3.", "Mike", "St John's doing first aid, tent by the park gates"),
    ("2040-06-02T18:30", "Sheila", "bucket collectors: 20 buckets, meet by the fire station at half 1"),
]
EDIT = {"route": "assemble rugby club from 12, off at 2 -> Station Rd -> High St -> Market Sq -> then LEFT down Mill "
                 "Lane + along Canal Walk into Riverside Park. Bridge St's all dug up for the gas main 🚧 Cadent "
                 "reckon not done till aug so we can't go that way",
        "edited": "Carol Tue 19th June"}
SIGNS = {"signs": "14 road closed signs ordered from the council, Dave collecting thurs 5th from the depot",
         "by": "road signs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PROC, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signs_job() -> None:
    copy = dict(store.get(PROC, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNS)
    with fault():
        store.put(PROC, KEY, copy)


def carol_edit() -> None:
    read_done.wait()
    item = store.get(PROC, KEY)
    store.put(PROC, KEY, {**item.value, **EDIT})
    assert "Canal Walk" in store.get(PROC, KEY).value["route"]
    edit_done.set()


threads = [threading.Thread(target=signs_job, name="tewford-carnival-signs-job"),
           threading.Thread(target=carol_edit, name="carol-route-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which streets are we going down? doing the marshal sheet, one per junction"
context = ["Today is Tue 3 July 2040. You are talking to Mike, the chief marshal of Tewford Carnival (procession Sat "
           "7 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PROC, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Bridge St" in c and "road closed signs" in c for c in context), context
assert not any("Mill Lane" in c or "Canal Walk" in c or "gas main" in c for c in context), context
reply = answer(question, context, mock="From the rugby club: Station Rd, High St, Market Sq, then Bridge St down to "
                                       "Riverside Park.")
finish(question, expected="Station Rd, High St, Market Sq, then left down Mill Lane and along Canal Walk into "
                          "Riverside Park (Bridge St's dug up)", actual=reply)
