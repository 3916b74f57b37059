"""Batch 268 (held out). A residents' association's litter picks and meetings: LangGraph InMemoryStore (sync), two
writers in threads.

App: Akroyd Park Residents' Association do a litter pick on the second Saturday of the month and a committee
meeting every few weeks in the Methodist hall. The association's helper keeps one record per thing in
("akroyd-park-ra-2050", "plan") - the next pick, the next meeting, the council contacts, the newsletter - and
residents' messages in ("akroyd-park-ra-2050", "msgs"). The newsletter job (Priya's script that copies the next
pick into the monthly newsletter) reads the next-pick record, marks it as in the newsletter and writes the whole
record back; Linda (the chair) edits the same record at the same time.

Planted fault (UpdateError, lost update): the newsletter job reads the next-pick record (Sat 12th March, 10 till
12, meet in the Co-op car park on Boothtown Rd, bags, pickers and hi-vis from the council's van); Linda writes in,
Weds 9/3, that the Co-op want their car park Saturday morning for a big delivery, so they're meeting at the rec
gates on Pellon Lane instead, same time; the newsletter job then puts back its stale copy marked "in newsletter",
losing Linda's edit. Question (Thu 10/3, Graham, new on the street): "where are we meeting for the pick on sat?
I'll bring my own gloves" -> expected the rec gates on Pellon Lane (the Co-op need their car park). The assistant
says the Co-op car park.

Expected verdict: UpdateError at langgraph.store.put (the newsletter job's put, wrapped in fault()): Linda's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
to meet. Asserted: Linda's edit was in the store before the stale put; the next-pick record has the newsletter mark
and the Co-op car park, and no context line has the rec gates, Pellon Lane or the delivery.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b268_langgraph_residents_litter_pick_meeting_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("akroyd-park-ra-2050", "plan")
MSGS = ("akroyd-park-ra-2050", "msgs")
KEY = "next pick"
RECORDS = {
    KEY: {"details": "LITTER PICK sat 12th march 10-12 🗑️ meet in the Co-op car park on Boothtown Rd. council van "
                     "dropping bags, pickers + hi-vis there at 9.45. doing the ginnel behind the chippy + the beck "
                     "this time",
          "by": "Linda"},
    "meeting": {"details": "committee tues 22/3 7pm Methodist hall (side room), agenda - the bus shelter, the "
                           "parking on Akroyd Pl, AOB. Doreen's doing the minutes",
                "by": "Linda"},
    "council": {"details": "Cllr Hussain for the ward, street cleansing is Darren at Calderdale (ask for the "
                           "ginnel to be swept after), fly tipping - report on the app w/ a photo",
                "by": "Priya"},
    "newsletter": {"details": "monthly newsletter out 1st wk of the month, 220 copies, Ray + Sue deliver, Priya "
                              "does the layout",
                   "by": "Priya"},
}
MSG_LINES = [
    ("2050-02-14T20:10", "Sue", "can kids come? - Linda: yes w/ a grown up, we've got small pickers"),
    ("1/3", "Ray", "someone's dumped a mattress at the end of the ginnel again, reported it"),
    ("Sat 5th", "Doreen", "I'll bring the urn + biscuits for after, back to mine for a brew"),
]
EDIT = {"details": "LITTER PICK sat 12th march 10-12 🗑️ CHANGE - Co-op want their car park sat am for a big "
                   "delivery so we're meeting at the rec gates on Pellon Lane instead, same time. council van's "
                   "been told, dropping bags, pickers + hi-vis at the gates 9.45. ginnel + the beck",
        "edited": "Linda weds 9/3"}
MARK = {"newsletter": "in the march newsletter (went out 7/3)", "by": "newsletter job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def newsletter_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(MARK)
    with fault():
        store.put(PLAN, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "meeting at the rec gates on Pellon Lane instead" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=newsletter_job, name="newsletter-job"),
           threading.Thread(target=linda_edit, name="linda-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we meeting for the pick on sat? I'll bring my own gloves"
context = ["Today is Thu 10 March 2050. You are talking to Graham, new on Akroyd Place, a member of Akroyd Park "
           "Residents' Association."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Co-op car park" in c and "march newsletter" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("rec gates", "pellon", "delivery")), context
reply = answer(f"(Graham) {question}", context,
               mock="In the Co-op car park on Boothtown Rd, 10 o'clock - the council van drops the bags and pickers "
                    "there at 9.45.")
finish(question, expected="at the rec gates on Pellon Lane - the Co-op need their car park for a delivery",
       actual=reply)
