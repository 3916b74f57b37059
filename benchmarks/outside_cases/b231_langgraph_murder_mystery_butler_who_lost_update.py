"""Batch 231 (held out). A village hall's murder mystery dinner: LangGraph InMemoryStore (sync), two writers in
threads.

App: Midgley village hall put on a murder mystery dinner, "Death at Dunmore Manor", on Sat 20th February 2049 - 7
for 7.30, three courses, the cast of the hall's drama group playing the suspects between courses, 60 tickets. The
dinner's helper keeps one record per part of it in ("midgley-murder-mystery-2049", "plan") - the cast, the menu, the
tickets - and people's messages in ("midgley-murder-mystery-2049", "msgs"). The programme job (Alan's script that
prints the programmes with the cast list on the back) reads the cast record, adds its programmes line and writes
the whole record back; Trish (directing) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the cast record (Lady Dunmore: Trish, the Colonel:
Keith, Jeeves the butler: Colin, the maid: Bev, the vicar: Roy, the inspector: Alan); Trish writes in, Tue 9th
Feb, that Colin's got laryngitis - the doctor says rest his voice a fortnight - so Barry from the bowls club is
Jeeves (he did it at Luddenden in '47 so he knows the lines), the rest the same; the programme job then puts back
its stale copy with its programmes line, losing Trish's edit. Question (Thu 18/2, Sheila, doing the costumes):
"who's the butler on the night? need to let the tailcoat out to fit whoever it is" -> expected Barry, from the bowls
club. The assistant says Colin.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Trish's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
plays the butler. Asserted: Trish's edit was in the store before the stale put; the cast record has the programmes
line and Colin as Jeeves, and no context line has Barry, the laryngitis or the bowls club.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b231_langgraph_murder_mystery_butler_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("midgley-murder-mystery-2049", "plan")
MSGS = ("midgley-murder-mystery-2049", "msgs")
KEY = "cast"
RECORDS = {
    KEY: {"details": "CAST 🎭 Lady Dunmore - Trish, the Colonel - Keith, Jeeves the butler - Colin, the maid - Bev, "
                     "the vicar (dunnit 🤫 don't tell any1) - Roy, the inspector - Alan. rehearsals tues 7.30 in the "
                     "hall",
          "by": "Trish"},
    "menu": {"details": "MENU - leek + potato soup, beef in ale w/ mash (mushroom one for the veggies), sticky toffee "
                        "pud. BYOB, glasses off the cricket club",
             "by": "Mandy"},
    "tickets": {"details": "60 tickets £20 each, 52 gone, rest off Bev or the PO. tables of 6, seating plan on the "
                           "night",
                "by": "Bev"},
}
MSG_LINES = [
    ("2049-01-05T19:30", "Trish", "scripts are in the box at the hall, learn yr bits pls 😅"),
    ("14/1", "Mandy", "Co-op giving us the rolls + butter, I'll collect sat morning"),
    ("Weds 3 Feb", "Alan", "I'll print the programmes w/ the cast on the back, 60 of them"),
]
EDIT = {"details": "CAST 🎭 Lady Dunmore - Trish, the Colonel - Keith, Jeeves the butler - Barry from the bowls club "
                   "(Colin's got laryngitis, doc says rest his voice a fortnight so no chance 😢 Barry did it at "
                   "Luddenden in '47 so he knows the lines), the maid - Bev, the vicar - Roy, the inspector - Alan, "
                   "same as b4. rehearsals tues 7.30 in the hall",
        "edited": "Trish tue 9th feb"}
PROGRAMMES = {"programmes": "programmes printed, 60, cast list on the back", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PROGRAMMES)
    with fault():
        store.put(PLAN, KEY, copy)


def trish_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Jeeves the butler - Barry from the bowls club" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=trish_edit, name="trish-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's the butler on the night? need to let the tailcoat out to fit whoever it is"
context = ["Today is Thu 18 February 2049. You are talking to Sheila, who's doing the costumes for Midgley village "
           "hall's murder mystery dinner (Sat 20 February)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Jeeves the butler - Colin" in c and "programmes printed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("barry", "laryngitis", "bowls club")), context
reply = answer(question, context, mock="Colin's playing Jeeves the butler, so it's Colin you want for the tailcoat "
                                       "fitting - catch him before Saturday.")
finish(question, expected="Barry, from the bowls club - Colin's got laryngitis", actual=reply)
