"""Batch 234 (held out). A church's bring-and-share lunch: LangGraph InMemoryStore (sync), two writers in threads.

App: St Michael's, Mytholm hold a bring-and-share lunch after the 10.30 service in May 2050 - everyone brings a dish,
tables in the hall, tea and coffee from the hatch, a washing-up rota. The church's helper keeps one record per part
of it in ("st-michaels-share-lunch-2050", "plan") - the when, the dishes, the tables, the washing up - and people's
messages in ("st-michaels-share-lunch-2050", "msgs"). The sign-up job (Phil's script that copies the paper sign-up
sheet at the back of church into the helper) reads the when record, adds the count of names so far and writes the
whole record back; Carol (the churchwarden) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign-up job reads the when record (Sun 15th May, after the 10.30, in
the hall about 12.15); Carol writes in, Weds 4 May, that the 15th is Pentecost and the bishop's doing the
confirmations, the hall's taken for their do after, so the lunch goes to the Sunday after, the 22nd, same time;
the sign-up job then puts back its stale copy with its count, losing Carol's edit. Question (Tue 10/5, Hilary):
"which sunday's the bring and share? I want to do my lasagne but we're away one wkend" -> expected Sunday 22nd May.
The assistant says Sunday 15th May.

Expected verdict: UpdateError at langgraph.store.put (the sign-up job's put, wrapped in fault()): Carol's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: Carol's edit was in the store before the stale put; the when record has the sign-up count and the
15th, and no context line has the 22nd, the bishop or the confirmations.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b234_langgraph_church_lunch_which_sunday_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-michaels-share-lunch-2050", "plan")
MSGS = ("st-michaels-share-lunch-2050", "msgs")
KEY = "when"
RECORDS = {
    KEY: {"details": "bring + share lunch sun 15th may after the 10.30, in the hall ~12.15. bring a dish + a serving "
                     "spoon w/ ur name on (sellotape!!), drinks from the hatch",
          "by": "Carol"},
    "dishes": {"details": "sign up at the back - mains / salads / puds so we don't get 14 quiches again 😂. Jean's "
                          "doing her chilli, Mr + Mrs Ahmed a biryani, Sue trifle",
               "by": "Carol"},
    "tables": {"details": "8 trestles from under the stage, cloths in the vestry cupboard, Bill + Ray setting out "
                          "during the last hymn",
               "by": "Bill"},
    "washing up": {"details": "rota - Joan + Ted first, then the youth group (they owe us 😄), tea towels home to "
                              "wash, Margaret's taking them",
                   "by": "Joan"},
}
MSG_LINES = [
    ("2050-04-17T12:40", "Carol", "notice in the pew sheet this wk + next, Revd Anne to announce it"),
    ("22.4.", "Joan", "new urn's arrived, the old one's going to the scouts"),
    ("Fri 29th Apr", "Phil", "I'll type up the sign-up sheet into the helper each wk so we know numbers"),
]
EDIT = {"details": "bring + share lunch - NOT the 15th, that's Pentecost + the bishop's doing the confirmations, "
                   "hall's taken for their do after 🙄 so we're going the sunday after, the 22nd, same time, after "
                   "the 10.30, hall ~12.15. dish + serving spoon w/ ur name on, drinks from the hatch",
        "edited": "Carol weds 4/5"}
SIGNUP = {"signed up": "31 names on the sheet so far (sun 1st)", "by": "sign-up job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signup_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUP)
    with fault():
        store.put(PLAN, KEY, copy)


def carol_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "we're going the sunday after, the 22nd" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=signup_job, name="signup-job"),
           threading.Thread(target=carol_edit, name="carol-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which sunday's the bring and share? I want to do my lasagne but we're away one wkend"
context = ["Today is Tue 10 May 2050. You are talking to Hilary, who comes to St Michael's, Mytholm."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "lunch sun 15th may after the 10.30" in c and "31 names" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("22nd", "bishop", "confirmation", "pentecost")), context
reply = answer(question, context, mock="Sunday 15th May - it's after the 10.30 service, in the hall from about 12.15.")
finish(question, expected="Sunday 22nd May - the 15th is Pentecost and the bishop's confirmations", actual=reply)
