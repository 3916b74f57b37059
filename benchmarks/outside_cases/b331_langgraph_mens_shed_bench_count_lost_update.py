"""Batch 331 (held out). A men's shed woodwork group: LangGraph InMemoryStore (sync), two writers in threads.

App: Walsden Men's Shed make things for the village - bird boxes, planters, benches - in a unit at the back of the
garden centre. The shed's helper keeps one record per job in ("walsden-shed-2050", "jobs") - the St Mary's
benches, the bird boxes, the Christmas market, the workshop - and the members' messages in ("walsden-shed-2050",
"msgs"). The subs job (Brian's script that copies what's come into the bank into the helper) reads a job's record,
adds what's been paid and writes the whole record back; Dave (who runs the workshop) edits the same record at the
same time.

Planted fault (UpdateError, lost update): the subs job reads the St Mary's benches record (2 x 5ft garden benches in
oak for the school garden, by half term, Fri 21st Oct, mortice and tenon, no screws showing); Dave writes in, tues
4/10, that Mrs Akhtar at the school rang - they want 3 not 2, one for the new reception playground too, same 5ft
design; the subs job then puts back its stale copy with the £50 deposit, losing Dave's edit. Question (Weds 12/10,
Tony, doing the timber order): "how many benches are we doing for St Mary's? I'm ordering the oak at Howarth's
tomorrow" -> expected 3 (the school asked for a third, for the reception playground). The assistant says 2.

Expected verdict: UpdateError at langgraph.store.put (the subs job's put, wrapped in fault()): Dave's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Dave's edit was in the store before the stale put; the benches record has the deposit and "2 x 5ft", and
no context line has "3 not 2", the reception playground or Mrs Akhtar.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b331_langgraph_mens_shed_bench_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("walsden-shed-2050", "jobs")
MSGS = ("walsden-shed-2050", "msgs")
KEY = "st-marys-benches"
RECORDS = {
    KEY: {"details": "St Mary's benches - 2 x 5ft garden benches, oak, for the school garden 🪵 want them by half "
                     "term (fri 21st oct). Dave's drawn it up, mortice + tenon, no screws showing, 2 coats of oil",
          "by": "Dave"},
    "bird-boxes": {"details": "30 bird boxes for the primary, cedar offcuts, 22 done, roofs need felting. Brian's "
                              "on the bandsaw, grandkids can do the painting",
                   "by": "Dave"},
    "xmas-market": {"details": "stall sat 10th dec on the square, 20 bird boxes + the little stools + chopping "
                               "boards. gazebo from the garden centre, Keith's sorting the float",
                    "by": "Keith"},
    "workshop": {"details": "open mon + weds 10-3 🔨 brews 50p. goggles + ear defenders on the planer, no "
                            "exceptions. last one out switches the extractor off at the wall",
                 "by": "Keith"},
}
MSG_LINES = [
    ("2050-09-28 19:40", "Tony", "I'll do the timber order, Howarth's give us trade price if I go in person"),
    ("Sat 1st", "Keith", "lathe induction went well, 4 new lads, Ian's a natural 😂"),
    ("6.10.", "Brian", "new dust extractor's £240, I'll put it to the meeting"),
]
EDIT = {"details": "St Mary's benches - school rang (Mrs Akhtar), they want 3 not 2!! one for the new reception "
                   "playground too, same 5ft design 🪵 half term still ok-ish. oak, mortice + tenon, no screws "
                   "showing, 2 coats of oil",
        "edited": "Dave tues 4/10"}
PAID = {"paid": "£50 deposit from St Mary's in the bank 3.10.", "by": "subs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def subs_job() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(JOBS, KEY, copy)


def dave_edit() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, **EDIT})
    assert "they want 3 not 2" in store.get(JOBS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=subs_job, name="subs-job"),
           threading.Thread(target=dave_edit, name="dave-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many benches are we doing for St Mary's? I'm ordering the oak at Howarth's tomorrow"
context = ["Today is Weds 12 October 2050. You are talking to Tony, a member of Walsden Men's Shed."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(JOBS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "2 x 5ft" in c and "£50 deposit" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("3 not 2", "reception playground", "akhtar")), context
reply = answer(f"(Tony) {question}", context, mock="Two - 2 x 5ft oak garden benches for the school garden, due by "
                                                   "half term (Fri 21 Oct).")
finish(question, expected="3 - the school asked for a third one for the reception playground, same 5ft design",
       actual=reply)
