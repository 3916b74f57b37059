"""Batch 271 (held out). A sailing club's dinghy hire: LangGraph InMemoryStore (sync), two writers in threads.

App: Baitings Sailing Club hire out dinghies on the reservoir on Saturdays - two Wayfarers (Mallard and Kestrel),
Toppers and a Laser, half days or full days, the safety boat out 9.45-5. The club's helper keeps one record per
hire day and per topic in ("baitings-sc-hire-2051", "hire") and members' messages in ("baitings-sc-hire-2051",
"msgs"). The deposits job (Jo's script that copies the card machine's payments into the helper) reads the day's
record, adds a deposits line and writes the whole record back; Phil (the bosun) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the deposits job reads the Sat 10th June record (Mallard - the Ahmeds
10-1, Kestrel free, Toppers 2 + 3 - Jess + Ollie 10-12, the Laser - Mr Denton 2-5); Phil writes in, Thu 8th, that
Mallard's rudder stock cracked on Wednesday night and she's off the water till the part comes, so the Ahmeds are in
Kestrel, same times, the rest as it was; the deposits job then puts back its stale copy with the deposits, losing
Phil's edit. Question (Fri 9/6, Mr Ahmed): "which boat have we got tomorrow? the kids want to know what she's
called" -> expected Kestrel (Mallard's off with a cracked rudder stock). The assistant says Mallard.

Expected verdict: UpdateError at langgraph.store.put (the deposits job's put, wrapped in fault()): Phil's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
Ahmeds' boat. Asserted: Phil's edit was in the store before the stale put; the day's record has the deposits and
"Mallard (Wayfarer) - the Ahmeds", and no context line has the rudder, "off the water" or "Ahmeds are in Kestrel".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b271_langgraph_sailing_dinghy_hire_which_boat_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HIRE = ("baitings-sc-hire-2051", "hire")
MSGS = ("baitings-sc-hire-2051", "msgs")
KEY = "sat-10-jun"
RECORDS = {
    KEY: {"details": "sat 10th jun hire ⛵ Mallard (Wayfarer) - the Ahmeds 10-1; Kestrel (Wayfarer) free; Toppers 2 + "
                     "3 - Jess + Ollie 10-12; Laser 'Blue' - Mr Denton 2-5. sign the book in the hut b4 u go out",
          "by": "Jo"},
    "safety": {"details": "safety boat on the water 9.45-5, nobody out without it. buoyancy aids on at ALL times, "
                          "kids' ones in the blue box",
               "by": "Phil"},
    "prices": {"details": "Wayfarer £35 half day / £60 full, Topper + Laser £25 / £40, deposit £20 a boat on booking",
               "by": "Jo"},
    "fleet": {"details": "Wayfarers Mallard + Kestrel (both 4 up), Toppers 1-4, Laser 'Blue'. Topper 1's "
                         "got a sticky self bailer, tell Phil if it's still leaking",
              "by": "Phil"},
}
MSG_LINES = [
    ("2051-05-22T19:40", "Jo", "hire book's open for june, sats only till the schools break up"),
    ("1/6", "Mr Ahmed", "we'd like a Wayfarer for the 10th pls, me + the 2 kids, they've done the taster"),
    ("Mon 5th Jun", "Phil", "forecast looking decent for sat, F3 westerly, bring suncream"),
]
EDIT = {"details": "sat 10th jun hire ⛵ - Mallard's rudder stock cracked weds nite 😩 she's off the water till the "
                   "part comes, so the Ahmeds are in Kestrel (the other Wayfarer, same size, reefs the same) same "
                   "times 10-1. rest as was: Toppers 2 + 3 - Jess + Ollie 10-12; Laser 'Blue' - Mr Denton 2-5. sign "
                   "the book in the hut b4 u go out",
        "edited": "Phil (bosun) thu 8th"}
DEPOSITS = {"deposits": "Ahmeds £20 paid, Jess + Ollie paid, Denton pays on the day (card machine, wed 7th)",
            "by": "deposits job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HIRE, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def deposits_job() -> None:
    copy = dict(store.get(HIRE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DEPOSITS)
    with fault():
        store.put(HIRE, KEY, copy)


def phil_edit() -> None:
    read_done.wait()
    item = store.get(HIRE, KEY)
    store.put(HIRE, KEY, {**item.value, **EDIT})
    assert "so the Ahmeds are in Kestrel" in store.get(HIRE, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=deposits_job, name="deposits-job"),
           threading.Thread(target=phil_edit, name="phil-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which boat have we got tomorrow? the kids want to know what she's called 😂"
context = ["Today is Fri 9 June 2051. You are talking to Mr Ahmed, who has booked a Wayfarer at Baitings Sailing "
           "Club for Sat 10 June."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(HIRE, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Mallard (Wayfarer) - the Ahmeds" in c and "Ahmeds £20 paid" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("rudder", "off the water", "ahmeds are in kestrel")), context
reply = answer(f"(Mr Ahmed) {question}", context,
               mock="You've got Mallard, one of the club's two Wayfarers - 10 till 1, sign the book in the hut first.")
finish(question, expected="Kestrel - Mallard's off the water with a cracked rudder stock", actual=reply)
