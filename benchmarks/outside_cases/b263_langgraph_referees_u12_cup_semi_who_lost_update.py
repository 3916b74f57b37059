"""Batch 263 (held out). A youth football league's referee appointments: LangGraph InMemoryStore (sync), two writers
in threads.

App: the Calder Valley Junior Football League's referees' secretary (Gill Naylor) appoints referees to the Sunday
and Saturday youth fixtures, most of them teenage refs doing their first seasons. The league's helper keeps one
record per fixture in ("cvjfl-refs-2051", "appointments") and club secretaries' messages in ("cvjfl-refs-2051",
"msgs"). The confirmations job (Dave's script that copies the refs' accept/decline clicks from the Whole Game app)
reads a fixture's record, adds who's confirmed and writes the whole record back; Gill edits the same record at the
same time.

Planted fault (UpdateError, lost update): the confirmations job reads the U12 cup semi record (Sat 25th March,
Sowerby United v Ryburn Rangers at Walton Lane, KO 10.30 - ref Liam Oldroyd, ARs Priya Shah + Tom Greenwood); Gill
writes in, Thu 23rd, that Liam's done his ankle at school football so he's out, and Ellie Ward's stepping up, she's
done 2 cup games already this season, ARs as they were; the confirmations job then puts back its stale copy with its
"confirmed" line, losing Gill's edit. Question (Fri 24/3, Karen, Sowerby United's secretary): "who's reffing our u12
semi tmrw? want to text them the postcode + where to park" -> expected Ellie Ward (Liam's out with his ankle). The
assistant says Liam Oldroyd.

Expected verdict: UpdateError at langgraph.store.put (the confirmations job's put, wrapped in fault()): Gill's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who's
refereeing. Asserted: Gill's edit was in the store before the stale put; the semi's record has the confirmed line
and Liam as referee, and no context line has Ellie, the ankle or "stepping up".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b263_langgraph_referees_u12_cup_semi_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

APPTS = ("cvjfl-refs-2051", "appointments")
MSGS = ("cvjfl-refs-2051", "msgs")
KEY = "u12-cup-semi-sowerby-v-ryburn"
RECORDS = {
    KEY: {"details": "U12 CUP SEMI sat 25/3 Sowerby Utd v Ryburn Rangers @ Walton Lane, KO 10.30. ref Liam Oldroyd, "
                     "ARs Priya Shah + Tom Greenwood (club linesmen not allowed in cup games). 2x30 mins, ET + pens "
                     "if level",
          "by": "Gill"},
    "u14-league-elland-v-brighouse": {"details": "U14 Elland v Brighouse Town, sun 26/3 Hullen Edge, KO 10. ref "
                                                 "Priya Shah, club ARs",
                                      "by": "Gill"},
    "u10-festival-crow-wood": {"details": "U10 festival sat 25/3 Crow Wood Pk 9-12, no refs appointed - coaches "
                                          "ref their own, Gill popping in to watch Ellie's mentee",
                               "by": "Gill"},
    "u16-league-hebden-v-todmorden": {"details": "U16 Hebden Bridge Saints v Tod, sun 26/3 Calder Holmes, KO 11. "
                                                 "ref Tom Greenwood, mentor Steve watching (his 1st u16)",
                                      "by": "Gill"},
}
MSG_LINES = [
    ("2051-03-13T19:40", "Karen (Sowerby Utd)", "semi's at ours, pitch 1, we'll do the half time juice for the ref "
                                                "team 🍊"),
    ("16.3.", "Mark (Ryburn)", "can we have KO 10.30 not 10, half our lot are coming from swimming - Gill: done"),
    ("Tue 21st", "Gill", "reminder refs - cup games need the match card back by sun night, photo is fine"),
]
EDIT = {"details": "U12 CUP SEMI sat 25/3 Sowerby Utd v Ryburn Rangers @ Walton Lane, KO 10.30. Liam's done his "
                   "ankle at school footy 🤕 so he's out - Ellie Ward stepping up to ref, she's done 2 cup games "
                   "already this season. ARs as was, Priya Shah + Tom Greenwood. 2x30 mins, ET + pens if level",
        "edited": "Gill thu 23rd"}
CONFIRMED = {"confirmed": "accepted on Whole Game: Priya Shah, Tom Greenwood (wed 22nd)", "by": "confirmations job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(APPTS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def confirmations_job() -> None:
    copy = dict(store.get(APPTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CONFIRMED)
    with fault():
        store.put(APPTS, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(APPTS, KEY)
    store.put(APPTS, KEY, {**item.value, **EDIT})
    assert "Ellie Ward stepping up to ref" in store.get(APPTS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=confirmations_job, name="confirmations-job"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's reffing our u12 semi tmrw? want to text them the postcode + where to park"
context = ["Today is Fri 24 March 2051. You are talking to Karen, club secretary of Sowerby United (the home club "
           "in the U12 cup semi)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(APPTS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "ref Liam Oldroyd" in c and "accepted on Whole Game" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("ellie ward", "ankle", "stepping up")), context
reply = answer(f"(Karen) {question}", context, mock="Liam Oldroyd's the ref, with Priya Shah and Tom Greenwood on "
                                                    "the lines - KO 10.30 at Walton Lane.")
finish(question, expected="Ellie Ward - Liam's out, he's done his ankle", actual=reply)
