"""Batch 142 (held out). A youth theatre's summer show schedule: LangGraph InMemoryStore (sync), two writers in
threads.

App: Calder Youth Theatre are doing Bugsy Malone at the Civic in Halifax (Wed 22nd - Sat 25th July, 7pm, plus a Sat
2pm). The helper keeps one record per rehearsal or show in ("cyt-bugsy", "schedule") - when, where, who's called -
and the team's odd notes in ("cyt-bugsy", "notes"). The props job reads a record, adds the props and the car it
needs on stage, and writes the whole record back; Rach, the director, edits the same record at the same time.

Planted fault (UpdateError, lost update): the props job reads the dress rehearsal (Tue 21st July 6-9pm, the Civic's
main stage, full cast + band, costumes on); Rach writes in, on 14/7, that it's Mon 20th now, 5.30-9 - the Civic have
a comedy night in on the Tuesday that she didn't know about, and they'll give us the stage Monday from 5 - and the
props job then puts back its stale copy with the props list, losing her edit. Question (Thu 16/7, Mandy, who does
the chaperones): "what night's the dress? need to get the chaperones sorted + the kids' licences checked" ->
expected Monday 20th July, 5.30-9 (the Civic have a comedy night on the Tuesday). The assistant says Tuesday 21st.

Expected verdict: UpdateError at langgraph.store.put (the props job's put, wrapped in fault()): Rach's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Rach's edit was in the store before the stale put; the record has the props and Tue 21st, and no context
line mentions Monday or the comedy night.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b142_langgraph_theatre_dress_rehearsal_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHEDULE = ("cyt-bugsy", "schedule")
NOTES = ("cyt-bugsy", "notes")
KEY = "dress-rehearsal"
RECORDS = {
    "tech": {"when": "Sun 19th July 10-4", "where": "the Civic", "called": "leads + crew, lighting w Gav"},
    KEY: {"when": "Tue 21st July 6-9pm", "where": "the Civic, main stage", "called": "full cast + band, costumes on"},
    "opening": {"when": "Weds 22nd July 7pm (in by 5.45)", "where": "the Civic", "called": "everyone"},
}
NOTE_LINES = [
    ("14/3", "Rach", "cast list up - Jake is Bugsy, Ellie is Blousey, Amira is Tallulah. 34 in the show"),
    ("22.3.", "Mandy", "need 6 chaperones a night min, DBS for the new dads by June"),
    ("Weds 8 Apr", "Lou", "tickets £8/£6 kids, on sale from the Civic box office + online"),
]
EDIT = {"when": "Mon 20th July 5.30-9 - Civic have got a comedy night in on the tues, nobody told me. they'll give "
                "us the stage mon from 5",
        "edited": "Rach 14/7"}
PROPS = {"props": "splurge guns x8, 40 custard pies (foam), Fat Sam's bar, the car (Gav's dad's towing it in)",
         "by": "props job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCHEDULE, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def props_job() -> None:
    copy = dict(store.get(SCHEDULE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PROPS)
    with fault():
        store.put(SCHEDULE, KEY, copy)


def rach_edit() -> None:
    read_done.wait()
    item = store.get(SCHEDULE, KEY)
    store.put(SCHEDULE, KEY, {**item.value, **EDIT})
    assert store.get(SCHEDULE, KEY).value["when"].startswith("Mon 20th July")
    edit_done.set()


threads = [threading.Thread(target=props_job, name="props-job"),
           threading.Thread(target=rach_edit, name="rach-director-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night's the dress? need to get the chaperones sorted + the kids' licences checked"
context = ["Today is Thu 16 July 2037. You are talking to Mandy, who organises the chaperones for Calder Youth "
           "Theatre's Bugsy Malone."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCHEDULE, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Tue 21st July 6-9pm" in c and "splurge guns" in c for c in context), context
assert not any("Mon 20th" in c or "comedy" in c for c in context), context
reply = answer(question, context, mock="Tuesday 21st July, 6 till 9 at the Civic - full cast and band, costumes on.")
finish(question, expected="Monday 20th July, 5.30-9 - the Civic have a comedy night on the Tuesday", actual=reply)
