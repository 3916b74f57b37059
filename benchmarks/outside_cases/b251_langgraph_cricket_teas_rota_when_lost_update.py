"""Batch 251 (held out). A village cricket club's fixtures and teas rota: LangGraph InMemoryStore (sync), two
writers in threads.

App: Luddenden Foot Cricket Club's helper keeps one record per part of the 2050 season in ("lfcc-2050", "club") -
the 1st XI home fixtures, the teas rota, nets, the bar - and members' messages in ("lfcc-2050", "msgs"). The
fixtures job (Rob's script that copies the league website into the helper) reads the teas record, adds the count of
home games and the visitors' teas money line, and writes the whole record back; Julie (who runs the teas) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the fixtures job reads the teas record (7/6 Julie + Bev, 21/6 Pam, 5/7
Sue + Karen, 19/7 Julie, 2/8 Pam + Mandy); Julie writes in, Sun 1st June, that she's swapped with Pam - Pam's
grandson's christening is the 21st - so Julie does the 21/6 and Pam the 19/7, the rest as was; the fixtures job then
puts back its stale copy with its count, losing Julie's swap. Question (Mon 9/6, Pam): "when am I on teas next? need
to tell work, I'm doing a half day" -> expected Sat 19th July (swapped with Julie for the christening). The
assistant says Sat 21st June.

Expected verdict: UpdateError at langgraph.store.put (the fixtures job's put, wrapped in fault()): Julie's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides Pam's
date. Asserted: Julie's swap was in the store before the stale put; the teas record has the home-games count and
"21/6 Pam", and no context line has the swap or the christening.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b251_langgraph_cricket_teas_rota_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("lfcc-2050", "club")
MSGS = ("lfcc-2050", "msgs")
KEY = "teas"
RECORDS = {
    "fixtures": {"details": "1st XI home (sat, 1.30 starts unless it says): 7/6 v Triangle, 21/6 v Mytholmroyd, 5/7 v "
                            "Sowerby St Peter's, 19/7 v Copley, 2/8 v Booth (12.30, T20 after)",
                 "by": "Rob"},
    KEY: {"details": "TEAS ROTA 1st XI home ☕🥪 7/6 Julie + Bev, 21/6 Pam, 5/7 Sue + Karen, 19/7 Julie, 2/8 Pam + "
                     "Mandy. urn on by 3.30, teas at 4.10 or between innings, whichever's first",
          "by": "Julie"},
    "nets": {"details": "nets tues + thurs 6pm, juniors 5-6 thurs. new netting's up, don't lean on it",
             "by": "Rob"},
    "bar": {"details": "bar rota on the board in the pav, Keith has the float, card machine's in the drawer",
            "by": "Keith"},
}
MSG_LINES = [
    ("2050-05-12T19:40", "Julie", "teas money - £4 a head from the visitors, tin in the kitchen drawer pls NOT the bar"),
    ("24.5.", "Bev", "I'll do a lemon drizzle for the 7th 🍋 + someone needs to get more teabags"),
    ("Thu 29 May", "Karen", "is it still the big teapot or are we on the urn now? - Julie: urn, the teapot's cracked"),
]
EDIT = {"details": "TEAS ROTA 1st XI home ☕🥪 - swapped w/ Pam, her grandson's christening is the 21st 👶 so I'm "
                   "doing 21/6 + Pam's doing 19/7 instead. rest as was: 7/6 Julie + Bev, 5/7 Sue + Karen, 2/8 Pam + "
                   "Mandy. urn on by 3.30",
        "edited": "Julie sun 1st june"}
FIXTURES = {"home_games": "5 1st XI home games on the league site (checked 31/5), visitors' teas £4 a head",
            "by": "fixtures job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUB, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fixtures_job() -> None:
    copy = dict(store.get(CLUB, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FIXTURES)
    with fault():
        store.put(CLUB, KEY, copy)


def julie_edit() -> None:
    read_done.wait()
    item = store.get(CLUB, KEY)
    store.put(CLUB, KEY, {**item.value, **EDIT})
    assert "I'm doing 21/6 + Pam's doing 19/7 instead" in store.get(CLUB, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=fixtures_job, name="fixtures-job"),
           threading.Thread(target=julie_edit, name="julie-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when am I on teas next? need to tell work, I'm doing a half day"
context = ["Today is Mon 9 June 2050. You are talking to Pam, who helps with the teas at Luddenden Foot Cricket "
           "Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLUB, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "21/6 Pam" in c and "5 1st XI home games" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "christening", "pam's doing 19/7")), context
reply = answer(f"(Pam) {question}", context, mock="You're on teas Sat 21st June (home to Mytholmroyd) - urn on by "
                                                  "3.30.")
finish(question, expected="Sat 19th July (v Copley) - she swapped the 21st with Julie for the christening",
       actual=reply)
