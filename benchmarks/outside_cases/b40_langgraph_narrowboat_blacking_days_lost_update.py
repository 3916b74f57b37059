"""Batch 40 (held out). A couple renovating a narrowboat: LangGraph InMemoryStore (sync), two writers in threads.

App: Sam and Jess are doing up "Kingfisher", a 57ft 1979 narrowboat, on the Staffs & Worcs canal. Their jobs list
is a LangGraph store: one record per job in ``("kingfisher", "jobs")`` (key = job; value = where, when, cost,
status, notes) and their running chat in ``("kingfisher", "chat")``; the assistant answers from both. Two things
write the blacking record at once: the budget sync (it reads each job, copies the deposit from the bank CSV into
it and writes the whole record back) and Jess, who has just put the yard's confirmed dates in.

Planted fault (UpdateError, lost update): the budget sync read the blacking record before Jess's edit ("crane out Mon
13/10 8am, back in Fri 17th pm - 5 days on the hard, Dave at the yard says we can sleep on board but no water/
elsan") and writes back its stale copy, whose dates still say "w/c 20 Oct prob, 3 days if the weather's ok".
Question (Sat 11/10): "how long will Kingfisher be out of the water for the blacking?" -> expected five days (Mon
13th to Fri 17th). The assistant says three days.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Jess's edit is in
the record before the sync's put and missing from the final context, which has the old estimate. Another reading:
none that we see; nothing is deleted, and the chat never gives the confirmed dates.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b40_langgraph_narrowboat_blacking_days_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("kingfisher", "jobs")
CHAT = ("kingfisher", "chat")
KEY = "blacking"
RECORDS = {
    KEY: {"where": "Gailey Wharf yard (Dave)", "when": "w/c 20 Oct prob, 3 days if the weather's ok",
          "cost": "£1,150 incl crane in/out + 2 coats bitumen", "status": "quoted", "notes": "check anodes while out"},
    "stove": {"where": "on board", "when": "done 14/9", "cost": "£385 Morso Squirrel s/h + £120 flue",
              "status": "done", "notes": "CO alarm fitted, HETAS man signed it off"},
    "windows": {"where": "on board", "when": "winter", "cost": "~£40 per window for seals", "status": "to do",
                "notes": "6 of the 8 leak, starboard side worst"},
    "mooring": {"where": "Penkridge, winter moorings pontoon B", "when": "from 1 Nov", "cost": "£1,640 Nov-Mar",
                "status": "paid", "notes": "elec hook up metered"},
}
CHAT_MSGS = [
    ("1/10", "Sam", "ordered 4 new magnesium anodes from Midland Chandlers, £34 each, should be here by the 10th"),
    ("3/10", "Jess", "emailed Dave re dates for blacking, he'll ring back"),
    ("6/10", "Sam", "need to pump out before we go to the yard, Gailey does it £20"),
    ("8/10", "Jess", "Dave rang!! sorting the dates on the list now"),
    ("9/10", "Sam", "mum says we can have the spare room while she's out of the water if we want"),
]
EDIT = ("crane out Mon 13/10 8am, back in Fri 17th pm - 5 days on the hard, Dave at the yard says we can sleep on "
        "board but no water/elsan")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, jess_done = threading.Event(), threading.Event()


def budget_sync() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    jess_done.wait()
    copy.update({"status": "booked, £300 deposit paid 8/10 (bank)"})
    with fault():
        store.put(JOBS, KEY, copy)


def jess_phone() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, "when": EDIT, "edited": "8/10 19:05 Jess"})
    assert "5 days on the hard" in store.get(JOBS, KEY).value["when"]
    jess_done.set()


threads = [threading.Thread(target=budget_sync, name="budget-sync"),
           threading.Thread(target=jess_phone, name="jess-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long will Kingfisher be out of the water for the blacking?"
jobs = store.search(JOBS, limit=50)
chat = store.search(CHAT, limit=50)
context = ["Today is Sat 11 Oct 2025."] + [f"{e.key}: {flat(e.value)}" for e in jobs] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("blacking:") and "3 days if the weather" in c and "deposit paid" in c for c in context), \
    context
assert not any("13/10" in c or "5 days" in c or "Fri 17th" in c for c in context), context
reply = answer(question, context, mock="About three days, w/c 20 Oct, weather permitting - Dave's doing the crane "
                                       "in and out and two coats of bitumen. £300 deposit's paid.")
finish(question, expected="Five days - out on the Monday, back in on the Friday", actual=reply)
