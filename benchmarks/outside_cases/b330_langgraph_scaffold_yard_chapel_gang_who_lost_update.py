"""Batch 330 (held out). A scaffolding firm's yard: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Scaffolding work out of a yard in Sowerby Bridge - three gangs, two wagons, hire jobs all over the
valley. The yard's helper keeps one record per job in ("calder-scaffolding-2050", "jobs") - the gang, the wagon, the
start, the lifts - and the yard chat in ("calder-scaffolding-2050", "chat"). The hire job (Sharon's script that
copies the hire sheet into the helper) reads a job's record, adds the hire line and writes the whole record back;
Dean (the yard foreman) edits the same record at the same time.

Planted fault (UpdateError, lost update): the hire job reads the record for the Zion chapel in Dewsbury (Wayne's gang,
the big wagon, up Tue 22nd, 3 lifts to the gutter); Dean writes in, Mon 21st, that it's Tony's gang not Wayne's -
Wayne's lot are stuck at the Morrisons in Ossett till Friday (the loading bay's been a nightmare) - rest as was; the
hire job then puts back its stale copy with its hire line, losing Dean's edit. Question (Mon 21/3, Sharon in the
office): "who's doing the chapel tmrw? the warden wants a name for the side gate keys" -> expected Tony's gang. The
assistant says Wayne's gang.

Expected verdict: UpdateError at langgraph.store.put (the hire job's put, wrapped in fault()): Dean's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who's doing
the job. Asserted: Dean's edit was in the store before the stale put; the chapel record has the hire line and
Wayne's gang, and no context line names Tony or has "stuck at".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b330_langgraph_scaffold_yard_chapel_gang_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("calder-scaffolding-2050", "jobs")
CHAT = ("calder-scaffolding-2050", "chat")
KEY = "zion-chapel-dewsbury"
RECORDS = {
    KEY: {"job": "Zion chapel, Dewsbury - roof + gutters. Wayne's gang, big wagon, up tue 22nd, 3 lifts to the "
                 "gutter + a loading bay at the back, warden Mr Ahmed has the side gate keys",
          "by": "Dean"},
    "morrisons-ossett": {"job": "Morrisons Ossett - loading bay canopy, Wayne's gang since the 14th, should be "
                                "down sat 19th, nights only on the bay side",
                         "by": "Dean"},
    "st-chads-brighouse": {"job": "St Chad's school Brighouse - hall roof, Gaz's gang, up 14/3 down 1/4, school "
                                  "hols so no kids",
                           "by": "Dean"},
    "hx-terrace": {"job": "Savile Pk terrace Halifax - chimney stack, 2 lads + the small wagon, thurs 24th, 1 day",
                   "by": "Dean"},
}
CHAT_LINES = [
    ("2050-03-14T07:05", "Wayne", "morrisons is nights only, we'll be in the yard for the wagon 9pm"),
    ("17.3.", "Kev", "ladders tagged, 2 failed, in the scrap skip"),
    ("Sat 19th", "Sharon", "pls put ur timesheets in the box not on my desk!!"),
]
EDIT = {"job": "Zion chapel, Dewsbury - roof + gutters. Tony's gang not Wayne's - Wayne's lot are stuck at Morrisons "
               "Ossett till fri, the loading bay's been a nightmare. rest as was: big wagon, up tue 22nd, 3 lifts to "
               "the gutter + a loading bay at the back, warden Mr Ahmed has the side gate keys",
        "edited": "Dean mon 21st"}
HIRE = {"hire": "4 wk min hire from 22/3, £640, invoice to the chapel trustees c/o Mr Ahmed", "by": "hire job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def hire_job() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HIRE)
    with fault():
        store.put(JOBS, KEY, copy)


def dean_edit() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, **EDIT})
    assert "Tony's gang not Wayne's" in store.get(JOBS, KEY).value["job"]
    edit_done.set()


threads = [threading.Thread(target=hire_job, name="hire-job"), threading.Thread(target=dean_edit, name="dean-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the chapel tmrw? the warden wants a name for the side gate keys"
context = ["Today is Mon 21 March 2050. You are talking to Sharon, who runs the office at Calder Scaffolding."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(JOBS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "Wayne's gang, big wagon" in c and "4 wk min hire" in c
           for c in context), context
assert not any(w in c for c in context for w in ("Tony", "stuck at", "Dean mon 21st")), context
reply = answer(f"(Sharon) {question}", context, mock="Wayne's gang - they're putting the chapel up tomorrow with the "
                                                     "big wagon, so give Mr Ahmed Wayne's name for the keys.")
finish(question, expected="Tony's gang - Wayne's lot are stuck at Morrisons in Ossett till Friday",
       actual=reply)
