"""Batch 154 (held out). A brass band's contest trip: LangGraph InMemoryStore (sync), two writers in threads.

App: Ovenden Brass Band go to the Spring Festival entertainments contest at the Winter Gardens, Blackpool (Sun 10th
May 2037: a 20-minute programme, coach from the bandroom, full uniform). The band's helper keeps one record per part
of the trip in ("contest", "plan") - the programme, the coach, the uniform - and odd notes in ("contest", "notes").
The librarian's job reads the programme record, adds which pad and folder each piece is in and writes the whole
record back; Andy, the MD, edits the same record at the same time.

Planted fault (UpdateError, lost update): the librarian's job reads the programme (Knight Templar to open, Nessun
Dorma with Dave on flugel, Puttin' on the Ritz, Ravenswood to finish); Andy writes in, on Fri 1/5, that Dave's had a
wisdom tooth out and can't do the flugel solo, so Nessun Dorma's out and they're doing Share My Yoke with Jen on
soprano instead, the rest as was; the librarian's job then puts back its stale copy with the pads and folders,
losing his edit. Question (Tue 5/5, Kirsty on 2nd cornet, sorting her pad): "what's the programme on sun? sorting my
pad tonight" -> expected Knight Templar, Share My Yoke (Jen on sop), Puttin' on the Ritz, Ravenswood. The assistant
lists Nessun Dorma.

Expected verdict: UpdateError at langgraph.store.put (the librarian job's put, wrapped in fault()): Andy's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Andy's edit was in the store before the stale put; the programme record has the pads and Nessun
Dorma, and no context line mentions Share My Yoke or the wisdom tooth.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b154_langgraph_brassband_programme_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("contest", "plan")
NOTES = ("contest", "notes")
KEY = "programme"
RECORDS = {
    KEY: {"pieces": "1. Knight Templar (march, on stage) 2. Nessun Dorma - Dave on flugel 3. Puttin' on the Ritz "
                    "(Gary's vocal + the hat business) 4. Ravenswood to finish. 19 mins w the links, tight!",
          "set by": "Andy (MD)"},
    "coach": {"details": "Holroyd's 49 seater from the bandroom 7.30, back abt 9pm. £22 a head, kids half",
              "who": "Trev (sec) collecting the money"},
    "uniform": {"details": "full dress - red jackets, black trousers, caps, white gloves. NO trainers (looking at "
                           "you Liam)", "who": "Sue has the spare caps"},
}
NOTE_LINES = [
    ("14/3", "Trev", "entry in + paid, £60. draw's on the 20th april"),
    ("Weds 8 Apr", "Andy", "extra rehearsal thurs 30th 7.30-9.30, full band pls, we'll run the whole thing twice"),
    ("2037-04-20T18:05", "Trev", "we're drawn 14th of 22, on abt half 2 so plenty of time"),
]
EDIT = {"pieces": "1. Knight Templar (march, on stage) 2. Share My Yoke - Jen on sop (Dave's had a wisdom tooth out, "
                  "no flugel solo for him so Nessun Dorma's out) 3. Puttin' on the Ritz 4. Ravenswood to finish",
        "edited": "Andy Fri 1/5"}
PADS = {"pads": "march card in the green folders, 2-4 in the black pads, percussion parts w Sue",
        "by": "librarian job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def librarian_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PADS)
    with fault():
        store.put(PLAN, KEY, copy)


def md_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Share My Yoke" in store.get(PLAN, KEY).value["pieces"]
    edit_done.set()


threads = [threading.Thread(target=librarian_job, name="band-librarian-job"),
           threading.Thread(target=md_edit, name="andy-md-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's the programme on sun? sorting my pad tonight"
context = ["Today is Tue 5 May 2037. You are talking to Kirsty, who plays 2nd cornet in Ovenden Brass Band and is "
           "sorting her pad for the Spring Festival entertainments contest at Blackpool on Sun 10 May."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Nessun Dorma - Dave on flugel" in c and "black pads" in c
           for c in context), context
assert not any("Share My Yoke" in c or "wisdom tooth" in c for c in context), context
reply = answer(question, context, mock="Knight Templar to open, then Nessun Dorma with Dave on flugel, Puttin' on the "
                                       "Ritz, and Ravenswood to finish.")
finish(question, expected="Knight Templar, Share My Yoke (Jen on sop), Puttin' on the Ritz, Ravenswood - Nessun "
                          "Dorma's out while Dave's tooth mends", actual=reply)
